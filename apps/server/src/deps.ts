import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import {
  createCounterStore,
  createMailer,
  createPaymentGateway,
  createPayoutProvider,
  createPushService,
  createSmsSender,
} from './providers/index.ts';
import type { CounterStore } from './providers/counters/counters.ts';
import type { Mailer } from './providers/mail/mail.ts';
import type { FakeGateway } from './providers/payments/fake.ts';
import type { PaymentGateway } from './providers/payments/gateway.ts';
import type { PayoutProvider } from './providers/payouts/payouts.ts';
import type { PushService } from './providers/push/push.ts';
import type { SmsSender } from './providers/sms/sms.ts';
import { resolveSecrets } from './secrets.ts';

/** Secrets the server needs; generated and kept under DATA_DIR in development. */
export interface Secrets {
  otpPepper: string;
  /** OTP_PEPPER_OLD: codes issued before a pepper rotation still check (docs/operations.md). */
  otpPreviousPepper?: string;
  aadhaarKey: Buffer;
  /** AADHAAR_ENCRYPTION_KEY_OLD: reads vault rows not yet re-encrypted (decision 045). */
  aadhaarPreviousKey?: Buffer;
  adminSignupSecret: string;
}

/** The peppers a one-time code is checked with: the current one first, then OTP_PEPPER_OLD. */
export function otpPeppers(secrets: Secrets): string[] {
  return secrets.otpPreviousPepper
    ? [secrets.otpPepper, secrets.otpPreviousPepper]
    : [secrets.otpPepper];
}

/** Everything the app is built from; tests build it with their own parts. */
export interface AppDeps {
  config: Config;
  database: Database;
  sms: SmsSender;
  /** Email (issue 24): the outbox file by default, SMTP with MAIL_PROVIDER=smtp. */
  mail: Mailer;
  counters: CounterStore;
  /** The payment gateway of PAYMENT_PROVIDER (the fake one has its own checkout page). */
  payments: PaymentGateway | FakeGateway;
  payouts: PayoutProvider;
  /** Web push to browsers' subscriptions (decision 056). */
  push: PushService;
  secrets: Secrets;
  /** The time now; tests fix it (the repairer's monthly figures). Defaults to the system clock. */
  clock?: () => Date;
}

/** Parts given instead of the ones config would choose (tests, benches, the entry point). */
export type DepsOverrides = Partial<Omit<AppDeps, 'config'>>;

/**
 * The app's parts from config, each made once: the database (PostgreSQL at DATABASE_URL, else
 * PGlite under DATA_DIR), the providers config names (DESIGN.md section 5) and the secrets.
 * A part given in `overrides` is used as it is and nothing is made for it.
 */
export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const database =
    overrides.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { engine: 'postgres', url: config.DATABASE_URL }
        : { engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    ));
  const secrets = overrides.secrets ?? resolveSecrets(config);
  return {
    config,
    database,
    sms: overrides.sms ?? createSmsSender(config),
    mail: overrides.mail ?? createMailer(config),
    counters: overrides.counters ?? createCounterStore(config),
    payments: overrides.payments ?? createPaymentGateway(config, database),
    payouts: overrides.payouts ?? createPayoutProvider(config),
    push: overrides.push ?? createPushService(config),
    secrets: {
      otpPepper: secrets.otpPepper,
      aadhaarKey: secrets.aadhaarKey,
      adminSignupSecret: secrets.adminSignupSecret,
      ...(secrets.otpPreviousPepper ? { otpPreviousPepper: secrets.otpPreviousPepper } : {}),
      ...(secrets.aadhaarPreviousKey ? { aadhaarPreviousKey: secrets.aadhaarPreviousKey } : {}),
    },
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  };
}
