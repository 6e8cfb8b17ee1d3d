import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * True when the server keeps files in DATA_DIR: the embedded database, the SMS outbox, or
 * secrets it generates. With PostgreSQL, MSG91 and every secret set it keeps none, and may
 * then run where the folder cannot exist (a read-only container).
 */
export function usesDataDir(config: Config): boolean {
  return (
    !config.DATABASE_URL ||
    config.SMS_PROVIDER === 'outbox' ||
    !config.OTP_PEPPER ||
    !config.AADHAAR_ENCRYPTION_KEY ||
    !config.ADMIN_SIGNUP_SECRET
  );
}

/**
 * Creates `dir` (DATA_DIR) with its parents and proves the server can write there (a probe
 * file, written and removed), before anything else starts. Throws one line naming the
 * folder and the system's reason; without this the embedded database reports a missing or
 * read-only folder as a failed query.
 */
export function prepareDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be created: ${(error as Error).message}`);
  }
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} is not writable: ${(error as Error).message}`);
  }
}
