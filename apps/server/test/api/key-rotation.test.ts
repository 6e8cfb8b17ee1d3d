import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { aadhaarVault } from '../../src/db/schema/index.ts';
import { open } from '../../src/lib/crypto.ts';
import { createAadhaarVault } from '../../src/modules/accounts/index.ts';
import { rotateKeys as runRotateKeys } from '../../src/ops/rotate-keys.ts';
import { aadhaarLookup } from '../../src/modules/accounts/aadhaar.vault.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { createEmptyPostgresDatabase } from '../support/database.ts';
import { expectError } from '../support/assert.ts';
import { nextAadhaar, nextIp, nextPhone, PASSWORD, signupRepairer } from '../support/factories.ts';

/**
 * `npm run rotate-keys` (decision 045) on the engine of the test project: repairers signed up
 * under the old Aadhaar key, the command run as an operator runs it, and the app on the new
 * key alone still showing and finding their numbers. PGlite is on disk, as the server keeps
 * it, and closed while the command runs (one process at a time).
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);
const hex = () => crypto.randomBytes(32).toString('hex');
const OLD = hex();
const NEW = hex();

let dataDir: string;
let target: DatabaseTarget;
/** Where the command finds the database: DATABASE_URL or DATA_DIR. */
let location: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-rotate-'));
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const db = await createEmptyPostgresDatabase('gs_rotate');
    target = { engine: 'postgres', url: db.url, poolSize: 3 };
    location = { DATABASE_URL: db.url };
    dropDatabase = db.drop;
  } else {
    target = { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    location = { DATA_DIR: dataDir };
    // On disk, started from the run's migrated template (migrating from scratch takes long).
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    await (await openDatabase({ ...target, loadDataDir: template })).close();
  }
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app on the test's database with these keys; the caller closes it. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  return createTestApp(env, { database: await openDatabase(target) });
}

/** Only what an operator would set. */
const operatorEnv = (oldKey: string) => ({
  PATH: process.env.PATH!,
  HOME: process.env.HOME ?? os.tmpdir(),
  ...location,
  AADHAAR_ENCRYPTION_KEY: NEW,
  AADHAAR_ENCRYPTION_KEY_OLD: oldKey,
});

/** `npm run rotate-keys -w @gharseva/server`, as a process of its own (seconds to start). */
async function rotateKeys(oldKey: string, ...args: string[]) {
  const env = operatorEnv(oldKey);
  const command = ['run', '--silent', 'rotate-keys', '-w', '@gharseva/server', '--', ...args];
  try {
    const { stdout } = await run('npm', command, { cwd: ROOT, env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** The same command's code in this process, for the cheaper runs. */
async function rotateKeysHere(oldKey: string, ...args: string[]) {
  const lines: string[] = [];
  const code = await runRotateKeys(args, operatorEnv(oldKey), (line) => lines.push(line));
  return { code, stdout: lines.join('\n') };
}

async function vaultRows() {
  const database = await openDatabase(target);
  try {
    return await database.db.select().from(aadhaarVault).orderBy(asc(aadhaarVault.id));
  } finally {
    await database.close();
  }
}

describe('rotating the Aadhaar key (npm run rotate-keys) and the OTP pepper', () => {
  it('re-encrypts every row once, so the app on the new key alone reads them', async () => {
    const numbers = [nextAadhaar(), nextAadhaar()];
    const signedUp: { phone: string; aadhaar: string }[] = [];
    const before = await appWith({ AADHAAR_ENCRYPTION_KEY: OLD });
    for (const aadhaar of numbers) {
      const { phone } = await signupRepairer(before, { aadharcardNumber: aadhaar });
      signedUp.push({ phone, aadhaar });
    }
    await before.close();

    // Deployed with the new key and the old one beside it: old rows still count as taken,
    // and a new sign-up is sealed with the new key.
    const during = await appWith({ AADHAAR_ENCRYPTION_KEY: NEW, AADHAAR_ENCRYPTION_KEY_OLD: OLD });
    await expect(signupRepairer(during, { aadharcardNumber: numbers[0] })).rejects.toThrow(
      'AADHAAR_ALREADY_REGISTERED',
    );
    const third = nextAadhaar();
    signedUp.push({
      phone: (await signupRepairer(during, { aadharcardNumber: third })).phone,
      aadhaar: third,
    });
    await during.close();

    // A wrong old key: aborted, not one row changed.
    const untouched = await vaultRows();
    const wrong = await rotateKeysHere(hex());
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('rotate-keys: aborted, nothing written: 2 of 3 vault rows');
    const dry = await rotateKeysHere(OLD, '--dry-run');
    expect(dry.stdout).toContain('3 vault rows, 1 already under the new key, 2 to re-encrypt');
    expect(await vaultRows()).toEqual(untouched);

    // Batches of 2: three rows take two transactions.
    const first = await rotateKeys(OLD, '--batch-size=2');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('3 vault rows, 1 already under the new key, 2 re-encrypted');
    for (const { aadhaar } of signedUp) expect(first.stdout).not.toContain(aadhaar);
    const second = await rotateKeysHere(OLD);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('3 vault rows, 3 already under the new key, 0 re-encrypted');

    const after = await appWith({ AADHAAR_ENCRYPTION_KEY: NEW });
    try {
      const rows = await after.deps.database.db
        .select()
        .from(aadhaarVault)
        .orderBy(asc(aadhaarVault.id));
      const oldKey = Buffer.from(OLD, 'hex');
      const newKey = Buffer.from(NEW, 'hex');
      for (const row of rows) expect(() => open(oldKey, row)).toThrow();
      const opened = rows.map((row) => open(newKey, row));
      expect(opened.toSorted()).toEqual(signedUp.map((s) => s.aadhaar).toSorted());
      for (const row of rows) {
        expect(row.lookupHmac).toBe(aadhaarLookup(newKey, open(newKey, row)));
      }

      for (const { phone, aadhaar } of signedUp) {
        const agent = createAgent(after.app, { ip: nextIp() });
        const login = await agent.post('/api/repairer/login', { phone, password: PASSWORD });
        expect(login.statusCode, login.body).toBe(200);
        const profile = await agent.get('/api/repairer/profile');
        expect(JSON.stringify(profile.json())).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
      }
      // Found by its lookup hash under the new key: a number signed up under the old one.
      await expect(signupRepairer(after, { aadharcardNumber: numbers[1] })).rejects.toThrow(
        'AADHAAR_ALREADY_REGISTERED',
      );
      const vault = createAadhaarVault(newKey);
      expect(await vault.reveal(after.deps.database.db, rows[0]!.id)).toBe(opened[0]);
    } finally {
      await after.close();
    }
  }, 180_000);

  it('keeps codes of the previous OTP pepper valid only while OTP_PEPPER_OLD names it', async () => {
    const [phoneA, phoneB, phoneC] = [nextPhone(), nextPhone(), nextPhone()];
    const getCode = async (t: TestApp, phone: string) => {
      const agent = createAgent(t.app, { ip: nextIp() });
      expect((await agent.post('/api/user/getotp', { phone })).statusCode).toBe(200);
      return t.lastCode(phone);
    };
    const verify = (t: TestApp, phone: string, otp: string) =>
      createAgent(t.app, { ip: nextIp() }).post('/api/user/verify-otp', { phone, otp });

    const before = await appWith({ OTP_PEPPER: 'pepper-one' });
    const [codeA, codeB] = [await getCode(before, phoneA), await getCode(before, phoneB)];
    await before.close();

    const during = await appWith({ OTP_PEPPER: 'pepper-two', OTP_PEPPER_OLD: 'pepper-one' });
    expect((await verify(during, phoneA, codeA)).statusCode).toBe(200);
    const codeC = await getCode(during, phoneC);
    await during.close();

    const after = await appWith({ OTP_PEPPER: 'pepper-two' });
    try {
      expectError(
        await verify(after, phoneB, codeB),
        400,
        'INVALID_OTP',
        'Invalid OTP. Please try again.',
      );
      expect((await verify(after, phoneC, codeC)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('refuses to run without both keys, naming what is missing', async () => {
    const missing = await rotateKeysHere('');
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain(
      'set AADHAAR_ENCRYPTION_KEY (new) and AADHAAR_ENCRYPTION_KEY_OLD',
    );
  });
});
