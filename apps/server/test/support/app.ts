import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createDeps, type AppDeps } from '../../src/deps.ts';
import { createMemoryCounters } from '../../src/providers/counters/memory.ts';
import { createRedisCounters } from '../../src/providers/counters/redis.ts';
import { createOutboxSms, outboxPath } from '../../src/providers/sms/outbox.ts';
import type { Mailer } from '../../src/providers/mail/mail.ts';
import { emailOutboxPath, type EmailOutboxLine } from '../../src/providers/mail/outbox.ts';
import type { PaymentGateway } from '../../src/providers/payments/gateway.ts';
import type { PayoutProvider } from '../../src/providers/payouts/payouts.ts';
import type { SmsSender } from '../../src/providers/sms/sms.ts';
import { openTestDatabase } from './database.ts';
import { createLogCapture } from './log-capture.ts';

export const TEST_ADMIN_SECRET = 'test-admin-secret-key';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every line the server logged, for checks that no secret leaks. */
  logs: string[];
  /** SMS written to the outbox, oldest first. */
  outbox(): { to: string; body: string; kind: string; at: string }[];
  /** The 6-digit code of the latest SMS to this phone. */
  lastCode(phone: string): string;
  /** Emails written to `$DATA_DIR/email-outbox.jsonl`, oldest first. */
  emailOutbox(): EmailOutboxLine[];
  close(): Promise<void>;
}

/** A VAPID key pair and subject, as production requires them (decision 056). */
export function productionVapid(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@gharseva.example',
  };
}

/** The whole server on a fresh database, with settings overridable per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    sms?: SmsSender;
    mail?: Mailer;
    payments?: PaymentGateway;
    payouts?: PayoutProvider;
    clock?: () => Date;
    /** A database of the test's own (closed with the app) instead of a fresh copy. */
    database?: Database;
    /** Leave `database` open on close (a restart: the next app uses it; the caller closes it). */
    keepDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_SIGNUP_SECRET: TEST_ADMIN_SECRET,
    OTP_PEPPER: 'test-pepper',
    AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Tests that run as production keep the fake gateway.
    ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    QUEUE_SCHEDULES: 'false',
    QUEUE_POLL_SECONDS: '0.5',
    // Production requires VAPID keys (decision 056); elsewhere they are made in DATA_DIR.
    ...(env.NODE_ENV === 'production' ? productionVapid() : {}),
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const counters = process.env.REDIS_URL
    ? createRedisCounters(process.env.REDIS_URL, `gs-test:${crypto.randomUUID()}:`)
    : createMemoryCounters();
  const deps = await createDeps(config, {
    database,
    counters,
    sms: options.sms ?? createOutboxSms({ dataDir }),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.payouts ? { payouts: options.payouts } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const capture = createLogCapture();
  const app = await buildApp(deps, { logger: capture.logger });
  await app.ready();
  const outbox = () => {
    const file = outboxPath(dataDir);
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; body: string; kind: string; at: string });
  };
  return {
    app,
    deps,
    logs: capture.lines,
    outbox,
    lastCode(phone) {
      const sms = outbox()
        .filter((m) => m.to === phone)
        .at(-1);
      const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no SMS code for ${phone}`);
      return code;
    },
    emailOutbox() {
      const file = emailOutboxPath(dataDir);
      if (!fs.existsSync(file)) return [];
      return fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as EmailOutboxLine);
    },
    async close() {
      await app.close();
      await counters.close();
      if (!options.keepDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
