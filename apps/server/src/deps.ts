import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CounterStore } from './providers/counters/counters.ts';
import type { FakeGateway } from './providers/payments/fake.ts';
import type { PaymentGateway } from './providers/payments/gateway.ts';
import type { PayoutProvider } from './providers/payouts/payouts.ts';
import type { SmsSender } from './providers/sms/sms.ts';

/** Secrets the server needs; generated and kept under DATA_DIR in development. */
export interface Secrets {
  otpPepper: string;
  aadhaarKey: Buffer;
  adminSignupSecret: string;
}

/** Everything the app is built from; tests build it with their own parts. */
export interface AppDeps {
  config: Config;
  database: Database;
  sms: SmsSender;
  counters: CounterStore;
  /** The payment gateway of PAYMENT_PROVIDER (the fake one has its own checkout page). */
  payments: PaymentGateway | FakeGateway;
  payouts: PayoutProvider;
  secrets: Secrets;
  /** The time now; tests fix it (the repairer's monthly figures). Defaults to the system clock. */
  clock?: () => Date;
}
