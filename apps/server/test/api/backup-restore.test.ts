import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { createEmptyPostgresDatabase } from '../support/database.ts';
import { nextAadhaar, nextIp, PASSWORD, signupRepairer, signupUser } from '../support/factories.ts';
import { createRequest } from '../support/requests.ts';

/**
 * The backup drill of docs/operations.md, with the scripts operators run: a seeded database
 * with writes made through the API is dumped while the app serves, restored into a new
 * database, and a second app on the restore reads the rows back through the API.
 */
const enabled = process.env.TEST_DB_ENGINE === 'postgres';
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);
/** The same key on both sides: a backup is only readable with the Aadhaar key of its time. */
const AADHAAR_ENCRYPTION_KEY = crypto.randomBytes(32).toString('hex');
const DEMO_CUSTOMER = '9876543210';

type Named = Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const databases: Named[] = [];
const apps: TestApp[] = [];
let workDir: string;

function script(name: 'backup.sh' | 'restore.sh', databaseUrl: string, file: string) {
  return run('sh', [path.join(ROOT, 'scripts', name), file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

async function sqlOn(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as unknown[];
  } finally {
    await client.end();
  }
}

async function appOn(url: string) {
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 3 });
  const t = await createTestApp({ AADHAAR_ENCRYPTION_KEY }, { database });
  apps.push(t);
  return t;
}

async function logIn(t: TestApp, role: 'user' | 'repairer', phone: string, password: string) {
  const agent = createAgent(t.app, { ip: nextIp() });
  const res = await agent.post(`/api/${role}/login`, { phone, password });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-backup-'));
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await Promise.all(databases.map((d) => d.drop()));
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(enabled)('backup and restore drill (scripts/backup.sh, scripts/restore.sh)', () => {
  it('restores what was acknowledged before the dump into a new database', async () => {
    const live = await createEmptyPostgresDatabase('gs_backup_live');
    databases.push(live);
    const before = await appOn(live.url);
    expect(await seedDemo(before.deps)).toBe(true);

    // Writes through the API: a sign-up of each kind and a request by the demo customer.
    const newUser = await signupUser(before, { fullname: 'Kavya Nair' });
    const aadhaar = nextAadhaar();
    const newRepairer = await signupRepairer(before, { aadharcardNumber: aadhaar });
    const customer = await logIn(before, 'user', DEMO_CUSTOMER, DEMO_PASSWORD);
    const kept = await createRequest(customer, { description: 'Written before the backup.' });

    // A schema of its own, as the job queue's pgboss: the dump is not limited to public.
    await sqlOn(live.url, 'create schema ops_drill; create table ops_drill.marks (note text)');
    await sqlOn(live.url, "insert into ops_drill.marks values ('outside public')");

    const file = path.join(workDir, 'gharseva.dump');
    const dumped = await script('backup.sh', live.url, file);
    expect(dumped.stderr).toMatch(/^backup: wrote .*gharseva\.dump \(\d+ bytes, \d+ archive/);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // Acknowledged after the dump: not in this backup.
    const later = await createRequest(customer, { description: 'Written after the backup.' });

    // restore.sh refuses a database that already holds tables (here the live one).
    await expect(script('restore.sh', live.url, file)).rejects.toMatchObject({
      stderr: expect.stringMatching(/already holds \d+ tables/),
    });

    const restoredDb = await createEmptyPostgresDatabase('gs_backup_restored');
    databases.push(restoredDb);
    await script('restore.sh', restoredDb.url, file);
    const restored = await appOn(restoredDb.url);

    expect(await sqlOn(restoredDb.url, 'select note from ops_drill.marks')).toEqual([
      { note: 'outside public' },
    ]);
    const again = await logIn(restored, 'user', DEMO_CUSTOMER, DEMO_PASSWORD);
    const list = await again.get('/api/service-requests/user/my-requests');
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as { _id: string }[]).map((r) => r._id);
    expect(ids).toContain(kept._id);
    expect(ids).not.toContain(later._id);
    // The demo requests came along with the one written through the API.
    expect(ids.length).toBeGreaterThan(1);

    await logIn(restored, 'user', newUser.phone, PASSWORD);
    const repairer = await logIn(restored, 'repairer', newRepairer.phone, PASSWORD);
    const profile = await repairer.get('/api/repairer/profile');
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    // The Aadhaar vault restored readable: the same number is still refused.
    const duplicate = await signupRepairer(restored, { aadharcardNumber: aadhaar }).catch(
      (error: Error) => error.message,
    );
    expect(duplicate).toContain('AADHAAR_ALREADY_REGISTERED');
  });
});
