import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAKE_PAYMENT_DEFAULTS, loadConfig } from './config.ts';

const SECRETS = {
  OTP_PEPPER: 'pepper',
  AADHAAR_ENCRYPTION_KEY: 'a'.repeat(64),
  ADMIN_SIGNUP_SECRET: 'admin-secret',
  VAPID_PUBLIC_KEY: 'BPublicKeyOfTheTests',
  VAPID_PRIVATE_KEY: 'privateKeyOfTheTests',
  VAPID_SUBJECT: 'mailto:ops@gharseva.example',
};

/** The message loadConfig throws for this environment (fails the test when it does not throw). */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('serves on port 3000 in development with the demo data and the local providers', () => {
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      LOG_LEVEL: 'info',
      DATA_DIR: './data',
      SEED_DEMO: true,
      SMS_PROVIDER: 'outbox',
      SMS_TIMEOUT_MS: 5000,
      ALLOWED_ORIGINS: [],
      REDIS_KEY_PREFIX: 'gharseva:',
      TRUST_PROXY: false,
      MAX_ACTIVE_JOBS: 3,
      ADMIN_SIGNUP_SECRET: '',
      OTP_PEPPER: '',
      AADHAAR_ENCRYPTION_KEY: '',
    });
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.WEB_DIST_DIR).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('has the limits of DESIGN.md section 4', () => {
    expect(config).toMatchObject({
      OTP_TTL_SECONDS: 300, // valid 5 minutes
      OTP_MAX_VERIFY_ATTEMPTS: 5,
      OTP_RESEND_COOLDOWN_SECONDS: 30,
      OTP_MAX_SENDS_PER_PHONE_PER_HOUR: 5,
      OTP_MAX_SENDS_PER_IP_PER_HOUR: 20,
      SIGNUP_TICKET_TTL_SECONDS: 900,
      LOGIN_MAX_FAILURES_PER_PHONE: 5,
      LOGIN_MAX_FAILURES_PER_IP: 50,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      ADMIN_SIGNUP_MAX_FAILURES_PER_IP: 5,
      ADMIN_SIGNUP_MAX_FAILURES: 50,
      ADMIN_SIGNUP_FAILURE_WINDOW_SECONDS: 3600,
      SESSION_TTL_DAYS: 30,
    });
  });

  it('reads process.env when given nothing', () => {
    expect(loadConfig().PORT).toEqual(expect.any(Number));
  });
});

describe('loadConfig values', () => {
  it('reads numbers, booleans, lists and URLs from strings', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'no',
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: ' https://a.example , ,http://localhost:5173 ',
      PUBLIC_URL: ' https://gharseva.example ',
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      DATA_DIR: '/tmp/gs-data',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      TRUST_PROXY: true,
      ALLOWED_ORIGINS: ['https://a.example', 'http://localhost:5173'],
      PUBLIC_URL: 'https://gharseva.example',
      OTP_RESEND_COOLDOWN_SECONDS: 0,
      dataDir: '/tmp/gs-data',
    });
  });

  it.each(['true', 'false', '1', '0', 'yes', 'no'])('accepts the boolean %j', (value) => {
    expect(loadConfig({ SEED_DEMO: value }).SEED_DEMO).toBe(['true', '1', 'yes'].includes(value));
  });

  it('treats an empty value as unset, as in .env.example', () => {
    const config = loadConfig({
      PORT: '',
      WEB_DIST_DIR: '',
      OTP_RESEND_COOLDOWN_SECONDS: '',
      SEED_DEMO: '',
      NODE_ENV: '',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      OTP_RESEND_COOLDOWN_SECONDS: 30,
      SEED_DEMO: true,
      NODE_ENV: 'development',
    });
    expect(config.WEB_DIST_DIR).toBeUndefined();
  });

  it('loads .env.example as it stands into the defaults, and it lists every setting', () => {
    const file = fileURLToPath(new URL('../../../.env.example', import.meta.url));
    const env = Object.fromEntries(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(loadConfig(env)).toEqual(loadConfig({}));
    const settings = Object.keys(loadConfig({ ...SECRETS, PUBLIC_URL: 'http://x.example' }));
    for (const key of settings.filter((k) => k !== 'dataDir')) {
      expect(Object.keys(env), key).toContain(key);
    }
    for (const key of ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'WEB_DIST_DIR']) {
      expect(Object.keys(env)).toContain(key);
    }
  });
});

describe('loadConfig refusals', () => {
  it.each(['abc', '-1', '70000', '3000.5'])('refuses PORT=%j with a readable message', (port) => {
    const message = configError({ PORT: port });
    expect(message).toMatch(/^Invalid configuration:\n {2}PORT: .+/);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('lists every bad value at once', () => {
    const message = configError({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      SMS_PROVIDER: 'pigeon',
      PUBLIC_URL: 'not a url',
      OTP_MAX_VERIFY_ATTEMPTS: '0',
      SEED_DEMO: 'maybe',
    });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    for (const key of [
      'PORT',
      'LOG_LEVEL',
      'SMS_PROVIDER',
      'PUBLIC_URL',
      'OTP_MAX_VERIFY_ATTEMPTS',
      'SEED_DEMO',
    ]) {
      expect(
        lines.some((l) => l.startsWith(`  ${key}: `)),
        key,
      ).toBe(true);
    }
  });

  it('refuses to start in production without the secrets, naming them', () => {
    expect(configError({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: OTP_PEPPER, AADHAAR_ENCRYPTION_KEY, ADMIN_SIGNUP_SECRET must be set in production',
    );
    expect(configError({ NODE_ENV: 'production', ...SECRETS, OTP_PEPPER: '' })).toBe(
      'Invalid configuration: OTP_PEPPER must be set in production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...SECRETS, ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true' })
        .NODE_ENV,
    ).toBe('production');
  });

  it('refuses to start in production without the VAPID keys and subject, naming them', () => {
    const production = {
      NODE_ENV: 'production',
      ...SECRETS,
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(configError({ ...production, VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' })).toBe(
      'Invalid configuration: VAPID_PRIVATE_KEY, VAPID_SUBJECT must be set in production',
    );
    expect(configError({ ...production, VAPID_SUBJECT: 'ops@gharseva.example' })).toBe(
      'Invalid configuration:\n  VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: or https: URL',
    );
    expect(
      loadConfig({ ...production, VAPID_SUBJECT: 'https://gharseva.example' }).VAPID_SUBJECT,
    ).toBe('https://gharseva.example');
    // Outside production the keys are generated (providers/push/vapid.ts).
    expect(loadConfig({ NODE_ENV: 'development' }).VAPID_PUBLIC_KEY).toBe('');
  });

  it('loads no demo data in production unless asked, and refuses to be asked', () => {
    const production = {
      NODE_ENV: 'production',
      ...SECRETS,
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    for (const value of ['true', '1', 'yes']) {
      expect(configError({ ...production, SEED_DEMO: value })).toBe(
        'Invalid configuration: SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have published passwords',
      );
    }
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });

  it('refuses the fake gateway in production unless told to allow it', () => {
    expect(configError({ NODE_ENV: 'production', ...SECRETS })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER=fake takes no real money: use razorpay in production',
    );
  });

  it('mails to the outbox by default; SMTP needs its address, a sender, and in production PUBLIC_URL', () => {
    expect(loadConfig({}).MAIL_PROVIDER).toBe('outbox');
    expect(configError({ MAIL_PROVIDER: 'smtp' })).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address with MAIL_PROVIDER=smtp; MAIL_FROM must be set with MAIL_PROVIDER=smtp',
    );
    expect(
      configError({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mail.test', MAIL_FROM: 'a@b.in' }),
    ).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address with MAIL_PROVIDER=smtp',
    );
    const smtp = {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.test:465',
      MAIL_FROM: 'a@b.in',
    };
    expect(loadConfig(smtp).SMTP_URL).toBe('smtps://u:p@mail.test:465');
    const production = {
      ...SECRETS,
      ...smtp,
      NODE_ENV: 'production',
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(configError(production)).toBe(
      'Invalid configuration: PUBLIC_URL must be set with MAIL_PROVIDER=smtp in production: mails link to it',
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://gharseva.in' }).MAIL_PROVIDER).toBe(
      'smtp',
    );
  });

  it('needs the Razorpay keys with Razorpay, and the account number with RazorpayX', () => {
    expect(configError({ PAYMENT_PROVIDER: 'razorpay' })).toBe(
      'Invalid configuration: RAZORPAY_KEY_ID must be set; RAZORPAY_KEY_SECRET must be set; RAZORPAY_WEBHOOK_SECRET must be set with PAYMENT_PROVIDER=razorpay',
    );
    expect(
      configError({
        PAYOUT_PROVIDER: 'razorpayx',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 's',
      }),
    ).toBe(
      'Invalid configuration: RAZORPAYX_ACCOUNT_NUMBER must be set with PAYOUT_PROVIDER=razorpayx',
    );
    const razorpay = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    });
    expect(razorpay.RAZORPAY_KEY_SECRET).toBe('key-secret');
  });

  it('gives the fake gateway its documented test keys when none are set', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_PROVIDER).toBe('fake');
    expect(config.RAZORPAY_KEY_ID).toBe(FAKE_PAYMENT_DEFAULTS.RAZORPAY_KEY_ID);
    expect(config.RAZORPAY_KEY_SECRET).toBe(FAKE_PAYMENT_DEFAULTS.RAZORPAY_KEY_SECRET);
    expect(config.RAZORPAY_WEBHOOK_SECRET).toBe(FAKE_PAYMENT_DEFAULTS.RAZORPAY_WEBHOOK_SECRET);
    expect(loadConfig({ RAZORPAY_KEY_SECRET: 'mine' }).RAZORPAY_KEY_SECRET).toBe('mine');
    expect(configError({ PLATFORM_FEE_PERCENT: '60' })).toMatch(/PLATFORM_FEE_PERCENT/);
  });

  it('takes a metrics token of 16 characters or more, and none by default', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBe('');
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).METRICS_TOKEN).toBe('m'.repeat(16));
    expect(configError({ METRICS_TOKEN: 'short' })).toBe(
      'Invalid configuration:\n  METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it('does not require the secrets outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });
});
