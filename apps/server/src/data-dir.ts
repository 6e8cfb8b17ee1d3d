import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * True when the server keeps files in DATA_DIR: the embedded database, the SMS outbox, or
 * secrets and VAPID keys it generates. With PostgreSQL, MSG91 and every secret set it keeps none, and may
 * then run where the folder cannot exist (a read-only container).
 */
export function usesDataDir(config: Config): boolean {
  return (
    !config.DATABASE_URL ||
    config.SMS_PROVIDER === 'outbox' ||
    !config.OTP_PEPPER ||
    !config.AADHAAR_ENCRYPTION_KEY ||
    !config.ADMIN_SIGNUP_SECRET ||
    !config.VAPID_PUBLIC_KEY ||
    !config.VAPID_PRIVATE_KEY
  );
}

/**
 * Creates `dir` (DATA_DIR) with its parents, readable by its owner only (mode 0700, also
 * for a folder made looser by an earlier version), and proves the server can write there (a
 * probe file, written and removed), before anything else starts. Throws one line naming the
 * folder and the system's reason; without this the embedded database reports a missing or
 * read-only folder as a failed query.
 */
export function prepareDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be created: ${(error as Error).message}`);
  }
  try {
    fs.chmodSync(dir, 0o700);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be made private (0700): ${(error as Error).message}`);
  }
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} is not writable: ${(error as Error).message}`);
  }
}

/**
 * Removes the group and other permission bits from `dir` and everything under it; returns
 * how many entries it changed. The database holds password hashes, sessions and encrypted
 * Aadhaar numbers: earlier versions left PGlite's files mode 0666, and PGlite still sets
 * some modes itself whatever the umask. Symbolic links are left alone (chmod would follow
 * them out of the folder), and entries that vanish meanwhile (the database's temporary
 * files) are skipped.
 */
export function restrictToOwner(dir: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    try {
      if ((stat.mode & 0o077) !== 0) {
        fs.chmodSync(entry, stat.mode & 0o700);
        changed += 1;
      }
      if (stat.isDirectory()) {
        for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  visit(dir);
  return changed;
}
