import { ACCOUNT_LIMIT_DEFAULTS as L, MAX_ACTIVE_JOBS_DEFAULT } from '@gharseva/domain';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Every setting of the server, read once from the environment (see .env.example). */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * How long a start waits for the PostgreSQL server of DATABASE_URL to answer, retrying,
   * before it gives up naming the address (a database started beside the app takes a while).
   */
  DATABASE_CONNECT_TIMEOUT_SECONDS: int(30),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('gharseva:'),
  WEB_DIST_DIR: z.string().optional(),
  /** Render each page's first screen on the server (decision 027); false serves the app shell. */
  WEB_SSR: bool.default(true),
  /**
   * Load the demo accounts (published password Demo@1234) at start. Unset: true, so
   * `npm start` shows a working product, except with NODE_ENV=production, where it is false
   * and true is refused.
   */
  SEED_DEMO: bool.optional(),
  /**
   * Check every API answer against its route's response schema before it is sent (a mismatch
   * is a 500 and a log line). Unset: true except with NODE_ENV=production (decision 041).
   */
  VALIDATE_RESPONSES: bool.optional(),
  /** Nominatim-compatible reverse geocoder the browser calls (DESIGN.md section 5). */
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org/reverse'),

  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().default(''),
  MSG91_SENDER_ID: z.string().default('GHRSVA'),
  MSG91_TEMPLATE_OTP: z.string().default(''),
  MSG91_TEMPLATE_COMPLETION_OTP: z.string().default(''),
  MSG91_TEMPLATE_ALERT: z.string().default(''),
  SMS_TIMEOUT_MS: int(5000, 100),

  /** outbox: `$DATA_DIR/email-outbox.jsonl` (DESIGN.md section 12); smtp: SMTP_URL. */
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** `smtp://user:pass@host:587` or `smtps://...:465`; required with MAIL_PROVIDER=smtp. */
  SMTP_URL: z.string().default(''),
  /** The sender of every email; required with MAIL_PROVIDER=smtp. */
  MAIL_FROM: z.string().default(''),
  MAIL_TIMEOUT_MS: int(10_000, 100),
  /**
   * Web push (decision 056): the VAPID key pair pushes are signed with (base64url, as
   * `npx web-push generate-vapid-keys` prints them) and the mailto: or https: address push
   * services may contact. Required in production; otherwise generated into DATA_DIR/vapid.json.
   */
  VAPID_PUBLIC_KEY: z.string().default(''),
  VAPID_PRIVATE_KEY: z.string().default(''),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(|mailto:.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .default(''),
  /** A PEM file of extra certificate authorities pushes trust (the tests' local push service). */
  PUSH_CA_FILE: z.string().default(''),
  PUSH_TIMEOUT_MS: int(10_000, 100),

  /** fake: the local gateway and checkout page (DESIGN.md section 5); razorpay: the real one. */
  PAYMENT_PROVIDER: z.enum(['fake', 'razorpay']).default('fake'),
  /** Empty with the fake gateway: FAKE_PAYMENT_DEFAULTS. Required with Razorpay. */
  RAZORPAY_KEY_ID: z.string().default(''),
  RAZORPAY_KEY_SECRET: z.string().default(''),
  RAZORPAY_WEBHOOK_SECRET: z.string().default(''),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYMENT_TIMEOUT_MS: int(10_000, 100),
  /** The fake gateway takes no real money; refuse it in production unless this says otherwise. */
  ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: bool.default(false),
  /** simulated: ledger entries only; razorpayx: RazorpayX payouts to the repairer's UPI id. */
  PAYOUT_PROVIDER: z.enum(['simulated', 'razorpayx']).default('simulated'),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().default(''),
  /** The platform's share of a service payment, percent (0 to 50); the rest is paid out. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  PAYOUT_MAX_ATTEMPTS: int(8, 1),
  /** Who issues the receipts and statements: printed at their top (decision 049). */
  PLATFORM_NAME: z.string().min(1).max(100).default('GharSeva'),
  PLATFORM_ADDRESS: z
    .string()
    .min(1)
    .max(300)
    .default('GharSeva Services, Bengaluru, Karnataka, India'),
  /** The platform's GST number; when set, receipts print it and the 18% GST the amount includes. */
  PLATFORM_GSTIN: z
    .string()
    .regex(/^(|\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])$/, 'PLATFORM_GSTIN is not a GSTIN')
    .default(''),
  /**
   * How long one attempt may hold a payout before it is taken to be lost (its process died)
   * and another process retries it, with the same idempotency key.
   */
  PAYOUT_CLAIM_TIMEOUT_SECONDS: int(300, 1),

  /** Run background jobs in this process (payouts, alerts, webhooks); off: only send them. */
  QUEUE_WORKERS: bool.default(true),
  /** Send the timed jobs (the payout sweep each minute); one process sends each. */
  QUEUE_SCHEDULES: bool.default(true),
  /** How often an idle worker looks for jobs, seconds (a job sent by this process starts at once). */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** How often the queue fails over jobs whose process died, and archives old ones, seconds. */
  QUEUE_MAINTENANCE_SECONDS: int(30, 1),

  ADMIN_SIGNUP_SECRET: z.string().default(''),
  OTP_PEPPER: z.string().default(''),
  /** The pepper before a rotation: codes it made still check until they expire (minutes). */
  OTP_PEPPER_OLD: z.string().default(''),
  AADHAAR_ENCRYPTION_KEY: z.string().default(''),
  /**
   * The key before a rotation, set only while `npm run rotate-keys` re-encrypts the vault:
   * rows it sealed still read and still count as registered (decision 045).
   */
  AADHAAR_ENCRYPTION_KEY_OLD: z.string().default(''),

  OTP_TTL_SECONDS: int(L.otpTtlSeconds, 1),
  OTP_MAX_VERIFY_ATTEMPTS: int(L.otpMaxVerifyAttempts, 1),
  OTP_RESEND_COOLDOWN_SECONDS: int(L.otpResendCooldownSeconds),
  OTP_MAX_SENDS_PER_PHONE_PER_HOUR: int(L.otpMaxSendsPerPhonePerHour, 1),
  OTP_MAX_SENDS_PER_IP_PER_HOUR: int(L.otpMaxSendsPerIpPerHour, 1),
  SIGNUP_TICKET_TTL_SECONDS: int(L.signupTicketTtlSeconds, 1),
  LOGIN_MAX_FAILURES_PER_PHONE: int(L.loginMaxFailuresPerPhone, 1),
  LOGIN_MAX_FAILURES_PER_IP: int(L.loginMaxFailuresPerIp, 1),
  LOGIN_FAILURE_WINDOW_SECONDS: int(L.loginFailureWindowSeconds, 1),
  SESSION_TTL_DAYS: int(L.sessionTtlDays, 1),
  /** Wrong admin sign-up secret keys per client address in a window; the right key clears it. */
  ADMIN_SIGNUP_MAX_FAILURES_PER_IP: int(5, 1),
  /** Admin sign-up secret keys tried from all addresses in a window (the rare right ones too). */
  ADMIN_SIGNUP_MAX_FAILURES: int(50, 1),
  /** The window of both admin sign-up limits, in seconds from its first counted try. */
  ADMIN_SIGNUP_FAILURE_WINDOW_SECONDS: int(3600, 1),
  MAX_ACTIVE_JOBS: int(MAX_ACTIVE_JOBS_DEFAULT, 1),
  /**
   * required: a repairer takes work only once an admin has verified him (DESIGN.md section 12);
   * off: for deployments that verify repairers elsewhere, every repairer works from signup.
   */
  REPAIRER_VERIFICATION: z.enum(['required', 'off']).default('required'),
  /** Chat messages one sender may send per minute (across all their chats and devices). */
  CHAT_MAX_MESSAGES_PER_MINUTE: int(30, 1),
  TRUST_PROXY: bool.default(false),
  /**
   * The bearer token Prometheus sends to `GET /metrics` (decision 044). Unset: /metrics is open
   * outside production and closed (404) in production.
   */
  METRICS_TOKEN: z
    .string()
    .default('')
    .refine((v) => v === '' || v.length >= 16, 'must be at least 16 characters'),
  /**
   * SIGTERM: how long a process may take to stop cleanly (drain, sockets, background work,
   * pools) before it exits non-zero anyway. Below the orchestrator's kill timeout (30 s).
   */
  SHUTDOWN_DEADLINE_SECONDS: int(25, 1),
  /**
   * SIGTERM: how long /api/ready answers 503 while requests are still served, so the load
   * balancer takes the process out first (at least its check interval times `fall`).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(3),
  /**
   * Test controls (decision 057): with NODE_ENV=test, routes under /api/test/ that let the
   * browser tests move time (a reminder scan as at a given moment). Refused in production.
   */
  TEST_CONTROLS: bool.default(false),
});

export type Config = Omit<z.infer<typeof ZConfig>, 'SEED_DEMO' | 'VALIDATE_RESPONSES'> & {
  SEED_DEMO: boolean;
  VALIDATE_RESPONSES: boolean;
  dataDir: string;
};

/**
 * The fake gateway's keys when none are set: test values, documented in
 * .env.example, that never work with Razorpay. The fake signs Checkout results
 * with the key secret and webhooks with the webhook secret, as Razorpay does.
 */
export const FAKE_PAYMENT_DEFAULTS = {
  RAZORPAY_KEY_ID: 'rzp_test_gharsevafake',
  RAZORPAY_KEY_SECRET: 'gharseva_fake_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'gharseva_fake_webhook_secret',
} as const;

/**
 * Parses the environment; throws one readable message listing every bad value.
 * An empty value counts as unset (`PORT=` as in .env.example means the default).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    const missing = (
      ['OTP_PEPPER', 'AADHAAR_ENCRYPTION_KEY', 'ADMIN_SIGNUP_SECRET'] as const
    ).filter((k) => config[k] === '');
    if (missing.length > 0) {
      throw new Error(`Invalid configuration: ${missing.join(', ')} must be set in production`);
    }
  }
  const problems: string[] = [];
  if (config.PAYMENT_PROVIDER === 'razorpay' || config.PAYOUT_PROVIDER === 'razorpayx') {
    const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const;
    for (const key of keys) if (config[key] === '') problems.push(`${key} must be set`);
  }
  if (config.PAYMENT_PROVIDER === 'razorpay' && config.RAZORPAY_WEBHOOK_SECRET === '') {
    problems.push('RAZORPAY_WEBHOOK_SECRET must be set with PAYMENT_PROVIDER=razorpay');
  }
  if (config.PAYOUT_PROVIDER === 'razorpayx' && config.RAZORPAYX_ACCOUNT_NUMBER === '') {
    problems.push('RAZORPAYX_ACCOUNT_NUMBER must be set with PAYOUT_PROVIDER=razorpayx');
  }
  if (
    config.NODE_ENV === 'production' &&
    config.PAYMENT_PROVIDER === 'fake' &&
    !config.ALLOW_FAKE_PAYMENTS_IN_PRODUCTION
  ) {
    problems.push('PAYMENT_PROVIDER=fake takes no real money: use razorpay in production');
  }
  if (config.MAIL_PROVIDER === 'smtp') {
    if (!/^smtps?:\/\/./.test(config.SMTP_URL)) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// address with MAIL_PROVIDER=smtp');
    }
    if (config.MAIL_FROM === '') problems.push('MAIL_FROM must be set with MAIL_PROVIDER=smtp');
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL must be set with MAIL_PROVIDER=smtp in production: mails link to it',
      );
    }
  }
  if (config.NODE_ENV === 'production') {
    const vapid = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter(
      (k) => config[k] === '',
    );
    if (vapid.length > 0) problems.push(`${vapid.join(', ')} must be set in production`);
  }
  if (config.NODE_ENV === 'production' && config.SEED_DEMO === true) {
    problems.push(
      'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have published passwords',
    );
  }
  if (config.NODE_ENV === 'production' && config.TEST_CONTROLS) {
    problems.push(
      'TEST_CONTROLS=true is refused with NODE_ENV=production: it lets anyone move time',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  if (config.PAYMENT_PROVIDER === 'fake') {
    for (const [key, value] of Object.entries(FAKE_PAYMENT_DEFAULTS)) {
      const k = key as keyof typeof FAKE_PAYMENT_DEFAULTS;
      if (config[k] === '') config[k] = value;
    }
  }
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    VALIDATE_RESPONSES: config.VALIDATE_RESPONSES ?? config.NODE_ENV !== 'production',
    dataDir: path.resolve(config.DATA_DIR),
  };
}
