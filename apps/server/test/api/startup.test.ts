import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import {
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from '../support/server-process.ts';
import { productionVapid } from '../support/app.ts';

/**
 * What only the entry point decides, checked on the real server process: which data it
 * loads, which failures it names, which file modes it leaves. The production start runs on
 * each engine (embedded in the PGlite project, a new database in the PostgreSQL one); the
 * rest does not depend on the engine and runs in the PGlite project only.
 */
const once = process.env.TEST_DB_ENGINE !== 'postgres';

const SECRETS = {
  OTP_PEPPER: 'startup-pepper',
  AADHAAR_ENCRYPTION_KEY: 'b'.repeat(64),
  ADMIN_SIGNUP_SECRET: 'startup-admin-secret',
  ...productionVapid(),
};
const PRODUCTION = {
  NODE_ENV: 'production',
  ...SECRETS,
  ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
};

const running: ServerProcess[] = [];
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-startup-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A JSON POST from the server's own origin, as its web app would send it. */
async function post(server: ServerProcess, route: string, body: unknown) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

describe.runIf(once)('production start', () => {
  it('loads no demo account when SEED_DEMO is unset', async () => {
    // A DATA_DIR that does not exist yet, as on a first deployment.
    const dataDir = path.join(tempDir(), 'data');
    const server = await startServer({ env: { ...PRODUCTION, DATA_DIR: dataDir } });
    running.push(server);

    const admin = await post(server, '/api/admin/login', {
      fullname: 'Asha Admin',
      phone: '9000000001',
      password: DEMO_PASSWORD,
    });
    expect(admin.status).toBe(401);
    const user = await post(server, '/api/user/login', {
      phone: '9876543210',
      password: DEMO_PASSWORD,
    });
    expect(user.status).toBe(401);
    expect(server.output()).not.toContain('Demo accounts');

    // A 401 would also answer a demo account with another password: look in the database.
    await stopServer(server);
    const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
    const phones = DEMO_ACCOUNTS.map((a) => a.phone);
    const { rows } = await db.query<{ phone: string }>(
      `select phone from users where phone = any($1)
       union all select phone from repairers where phone = any($1)
       union all select phone from admins where phone = any($1)`,
      [phones],
    );
    await db.close();
    expect(rows).toEqual([]);
  }, 120_000);
});

describe.runIf(!once)('production start on PostgreSQL', () => {
  it('loads no demo account into a new database when SEED_DEMO is unset', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `gs_startup_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({
        env: {
          ...PRODUCTION,
          DATA_DIR: path.join(tempDir(), 'data'),
          DATABASE_URL: url.toString(),
          SMS_PROVIDER: 'outbox',
        },
      });
      running.push(server);
      const login = await post(server, '/api/admin/login', {
        fullname: 'Asha Admin',
        phone: '9000000001',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(401);
      await stopServer(server);
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const { rows } = await db.query(
        `select phone from users union all select phone from repairers
         union all select phone from admins`,
      );
      await db.end();
      expect(rows).toEqual([]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});

describe.runIf(once)('start-up failures', () => {
  it('retries a database it cannot reach, then exits naming its address', async () => {
    const server = await spawnServer({
      env: {
        ...SECRETS,
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://postgres:s3cret-pw@127.0.0.1:1/x',
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
      },
    });
    running.push(server);
    const started = Date.now();
    expect(await server.closed).toBe(1);
    // Two seconds of retries after the process has loaded; far from the default 30.
    expect(Date.now() - started).toBeLessThan(20_000);
    const output = server.output();
    expect(output).toMatch(/Database at 127\.0\.0\.1:1 \(database x\) not reachable \(attempt 1: /);
    expect(output).toContain(
      'Could not reach the database at 127.0.0.1:1 (database x) after 2 s: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(output).not.toContain('s3cret-pw');
    expect(output).not.toContain('Failed query');
  }, 60_000);

  it('exits naming a DATA_DIR it cannot create, and why', async () => {
    // Tests run as root, whom permission bits do not stop: a file in the path does.
    const file = path.join(tempDir(), 'file');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = await spawnServer({ env: { ...SECRETS, DATA_DIR: dataDir } });
    running.push(server);
    expect(await server.closed).toBe(1);
    expect(server.output()).toContain(`DATA_DIR ${dataDir} cannot be created: ENOTDIR`);
    expect(server.output()).not.toContain('Failed query');
  }, 60_000);
});

/** Every file and folder under `dir` (itself included) with its permission bits. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    modes.set(path.relative(dir, entry) || '.', stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return modes;
}

describe.runIf(once)('DATA_DIR file modes', () => {
  it('leaves nothing readable or writable by group or others, under umask 0022', async () => {
    // An install from before: the folder and a file in it open to everyone.
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'old'));
    fs.writeFileSync(path.join(dataDir, 'old', 'sms-outbox.jsonl.1'), '');
    fs.chmodSync(path.join(dataDir, 'old'), 0o777);
    fs.chmodSync(path.join(dataDir, 'old', 'sms-outbox.jsonl.1'), 0o666);

    // No secrets given: they are generated into secrets.json.
    const server = await startServer({
      env: { DATA_DIR: dataDir, SEED_DEMO: 'false' },
      umask: '0022',
    });
    running.push(server);
    const otp = await post(server, '/api/user/getotp', { phone: '9123456780' });
    expect(otp.status).toBe(200);

    const modes = modesUnder(dataDir);
    for (const name of ['pglite', 'pglite/PG_VERSION', 'secrets.json', 'sms-outbox.jsonl']) {
      expect(modes.has(name), name).toBe(true);
    }
    expect(modes.size).toBeGreaterThan(900);
    const open = [...modes].filter(([, mode]) => (mode & 0o077) !== 0);
    expect(open.map(([name, mode]) => `${mode.toString(8)} ${name}`)).toEqual([]);
    expect(modes.get('.')).toBe(0o700);
  }, 120_000);
});
