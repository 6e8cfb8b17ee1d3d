import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CounterStore } from './providers/counters/counters.ts';
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
  secrets: Secrets;
}
