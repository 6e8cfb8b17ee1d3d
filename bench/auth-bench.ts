/**
 * Auth benchmark: starts the real server on a fresh database and measures
 * GET /api/check-auth with a session and POST /api/user/login, next to a bare
 * Fastify route in the same process on the same machine, with autocannon.
 *
 *   npm run bench                     # PGlite (embedded)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *   BENCH_SECONDS=20 npm run bench
 */
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { startBenchApp } from './bench-app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PHONE = '9123456780';
const PASSWORD = 'Bench@12345';

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, opts: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A fresh database on the PostgreSQL server, dropped at the end. */
async function createScratchDatabase(serverUrl: string) {
  const name = `gs_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OTP_PEPPER: 'bench-pepper',
    AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    ADMIN_SIGNUP_SECRET: 'bench-secret',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
  });
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server) : undefined;
  const database = await openDatabase(
    scratch
      ? { engine: 'postgres', url: scratch.url }
      : { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  await database.db
    .insert(users)
    .values({ fullname: 'Bench User', phone: PHONE, passwordHash: await hashPassword(PASSWORD) });
  const { app, appUrl, counters } = await startBenchApp(config, database, dataDir);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const login = await fetch(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  if (!token) throw new Error('login failed; cannot benchmark');

  const figures: Figures[] = [];
  figures.push(await run('bare Fastify GET /bare', { url: `${bareUrl}/bare` }));
  figures.push(
    await run('GET /api/check-auth (session)', {
      url: `${appUrl}/api/check-auth`,
      headers: { cookie: `gs_session=${token}` },
    }),
  );
  figures.push(
    await run('POST /api/user/login', {
      url: `${appUrl}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
    }),
  );

  const base = figures[0]!;
  console.log(
    `\nAuth benchmark: ${SECONDS} s per target, ${CONNECTIONS} connections, database ${database.engine}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx | req/s vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = f === base ? '1' : `1/${(base.rps / Math.max(f.rps, 1)).toFixed(1)}`;
    console.log(
      `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.non2xx} | ${ratio} |`,
    );
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', `auth-${database.engine}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, figures },
      null,
      2,
    ),
  );

  await bare.close();
  await app.close();
  await counters.close();
  await database.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
