/**
 * Repairer search and in-progress list benchmark (issue 3): seeds a scratch
 * PostgreSQL database with 50,000 repairers and 500,000 service requests over
 * real pincodes (seed-marketplace.ts), starts the real server on it and
 * measures, with autocannon in a child process:
 *   - a bare Fastify route running one primary-key query on the same data (baseline),
 *   - GET /api/user/dashboard?postalCode=..&serviceType=plumbing over 200 pincodes,
 *   - GET /api/user/in-progress-services for a user with 20 active requests,
 *   - GET /api/repairer/nearby-jobs signed in as 200 repairers in turn (issue 4),
 * each with 1 connection (unloaded latency), with BENCH_CONNECTIONS connections
 * sending back to back (closed loop: the req/s ceiling), and open loop at fixed
 * shares of that ceiling over the same connections (p99 below saturation).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search -w @gharseva/bench
 *
 * Settings: BENCH_SECONDS (15) per loaded run, BENCH_CONNECTIONS (200),
 * BENCH_WARMUP_SECONDS (3), BENCH_TARGETS (baseline,search,in-progress,nearby-jobs),
 * BENCH_FRACTIONS (0.25,0.5,0.75: the open-loop shares). BENCH_KEEP_DB=1 keeps
 * the scratch database (gs_bench_search unless BENCH_DB_NAME names another
 * gs_bench_* database) and a later run reuses it without seeding; otherwise
 * the database is dropped at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { startBenchApp } from './bench-app.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { isSearchCategory, mainCategoriesFor } from '../packages/domain/src/index.ts';
import {
  createSession,
  findLiveSession,
} from '../apps/server/src/modules/accounts/session.repo.ts';
import { findOpenRequestsNear } from '../apps/server/src/modules/jobs/jobs.repo.ts';
import { locatePincode } from '../apps/server/src/modules/geo/pincodes.ts';
import { listUserRequests } from '../apps/server/src/modules/requests/requests.repo.ts';
import { IN_PROGRESS_STATUSES } from '@gharseva/domain';
import { findRepairersCovering } from '../apps/server/src/modules/search/repairer-search.repo.ts';
import { runLoad, type LoadResult, type LoadSpec } from './load.ts';
import { openScratchDatabase } from './scratch-db.ts';
import {
  BENCH_USER,
  CITY_PREFIXES,
  loadPincodes,
  METRO_PREFIXES,
  migrateAndSeed,
  type SeedSummary,
} from './seed-marketplace.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const UNLOADED_SECONDS = 5;
const TARGETS = (process.env.BENCH_TARGETS ?? 'baseline,search,in-progress,nearby-jobs').split(',');
/** Open-loop runs at these fractions of the closed-loop req/s, to see p99 below saturation. */
const FRACTIONS = (process.env.BENCH_FRACTIONS ?? '0.25,0.5,0.75')
  .split(',')
  .filter(Boolean)
  .map(Number);
const KEEP_DB = Boolean(process.env.BENCH_KEEP_DB);
const SERVICE_TYPE = 'plumbing';
/** The metro pincode whose search plan is printed (Malviya Nagar, South Delhi). */
const EXPLAIN_PINCODE = '110017';
const TARGET_P99_MS = 50;

interface Row extends LoadResult {
  target: string;
  mode: string;
  /** CPU used during the run, ms: this process (both servers), PostgreSQL, the whole machine. */
  cpu: {
    serverMs: number;
    postgresMs: number | null;
    machineBusyMs: number | null;
    /** Wall time the CPU figures cover (the run plus starting the generator), ms. */
    wallMs: number;
  };
}

/** Busy CPU time of the whole machine so far, ms (Linux /proc/stat; USER_HZ 100). */
function machineBusyMs(): number | null {
  try {
    const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const values = ticks.slice(1).map(Number);
    const idle = values[3]! + values[4]!;
    return (values.reduce((a, b) => a + b, 0) - idle) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time of the PostgreSQL server so far, ms: every live `postgres` process
 * (utime + stime of /proc/<pid>/stat) plus what the postmaster has collected
 * from exited children (cutime + cstime), which covers parallel workers. Null
 * when /proc cannot be read (not Linux, or the server runs elsewhere).
 */
function postgresCpuMs(): Map<number, number> | null {
  const cpu = new Map<number, number>();
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const own = Number(fields[11]) + Number(fields[12]);
      const children = Number(fields[13]) + Number(fields[14]);
      cpu.set(Number(entry), own * 10);
      cpu.set(-Number(entry), children * 10);
    }
  } catch {
    return null;
  }
  return cpu.size > 0 ? cpu : null;
}

/** PostgreSQL CPU between two postgresCpuMs() readings, ms. */
function postgresCpuDelta(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, value] of after) ms += value - (before.get(pid) ?? (pid < 0 ? value : 0));
  // A process that exited meanwhile (an idle pool connection closing, a parallel worker)
  // reached the postmaster's children time whole; take off what it had used before.
  for (const [pid, value] of before) if (pid > 0 && !after.has(pid)) ms -= value;
  return ms;
}

/** Small seeded PRNG (mulberry32), so every run searches the same pincodes. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 60 metro, 40 other-city and 100 anywhere-else pincodes, interleaved. */
function searchPincodes() {
  const random = prng(3);
  const pins = loadPincodes();
  const sample = <T>(rows: T[], n: number) => {
    const copy = [...rows];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  const chosen = [
    ...sample(
      pins.filter((p) => p.tier === 'metro'),
      60,
    ),
    ...sample(
      pins.filter((p) => p.tier === 'city'),
      40,
    ),
    ...sample(
      pins.filter((p) => p.tier === 'other'),
      100,
    ),
  ];
  return sample(chosen, chosen.length).map((p) => ({ pincode: p.pincode, tier: p.tier }));
}

type Tier = 'metro' | 'city' | 'other';
const tierOf = (pincode: string): Tier =>
  METRO_PREFIXES.includes(pincode.slice(0, 3))
    ? 'metro'
    : CITY_PREFIXES.includes(pincode.slice(0, 3))
      ? 'city'
      : 'other';

/**
 * 60 metro, 40 other-city and 100 elsewhere repairers (a fixed pseudo-random
 * choice), each signed in with a session of its own, as the nearby-jobs load
 * rotates over them.
 */
async function signInRepairers(pool: pg.Pool, db: Db) {
  const want: Record<Tier, number> = { metro: 60, city: 40, other: 100 };
  const { rows } = await pool.query<{ id: string; pincode: string }>(
    'select id, pincode from repairers order by md5(id::text) limit 20000',
  );
  const chosen: { id: string; pincode: string; tier: Tier }[] = [];
  for (const row of rows) {
    const tier = tierOf(row.pincode);
    if (want[tier] === 0) continue;
    want[tier] -= 1;
    chosen.push({ ...row, tier });
  }
  const signedIn = [];
  for (const repairer of chosen) {
    const { token } = await createSession(db, {
      role: 'repairer',
      subjectId: repairer.id,
      ttlSeconds: 24 * 3600,
    });
    signedIn.push({ ...repairer, cookie: `gs_session=${token}` });
  }
  return signedIn;
}

/** Runs `call` against a logging Drizzle instance, then EXPLAIN ANALYZEs every query it made. */
async function explainCalls(pool: pg.Pool, call: (db: Db) => Promise<unknown>) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  await call(db);
  const plans: { sql: string; params: unknown[]; plan: string }[] = [];
  for (const { sql, params } of captured) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${sql}`,
      params,
    );
    plans.push({ sql, params, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

async function tableHasRows(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query(`select to_regclass('public.service_requests') as t`);
    if (!table.rows[0].t) return false;
    const rows = await client.query('select exists (select 1 from service_requests) as any');
    return Boolean(rows.rows[0].any);
  } finally {
    await client.end();
  }
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
  const name =
    process.env.BENCH_DB_NAME ??
    (KEEP_DB ? 'gs_bench_search' : `gs_bench_search_${Date.now().toString(36)}`);
  const scratch = await openScratchDatabase(server, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-'));
  const closers: (() => Promise<unknown>)[] = [];
  try {
    await bench(scratch.url, scratch.name, dataDir, closers);
  } finally {
    // Servers and pools close before the database goes, also when the bench failed.
    for (const close of closers.reverse()) await close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (KEEP_DB) {
      console.log(`\nKept database ${scratch.name} (BENCH_KEEP_DB); drop it when done.`);
      await scratch.release();
    } else {
      await scratch.drop();
    }
  }
}

async function bench(url: string, dbName: string, dataDir: string, closers: Closers) {
  const log = (message: string) => console.log(message);
  const seed = await prepareDatabase(url, dbName, log);
  const { appUrl, bareUrl, pool, database } = await startServers(url, dataDir, closers);
  const { token, headers } = await signInBenchUser(appUrl);
  const { pincodes, searchPaths, searchStats } = await checkSearches(appUrl, headers);
  const { inProgressBody, benchUserId } = await checkInProgress(appUrl, headers, pool);
  const { boardRepairers, boardSizes, boardStats } = await checkBoards(appUrl, pool, database.db);
  const targets = loadTargets({
    appUrl,
    bareUrl,
    headers,
    pincodes,
    searchPaths,
    inProgressBody,
    boardRepairers,
  });
  const rows = await runTargets(targets, log);
  const plans = await explainPlans({ pool, benchUserId, token, boardRepairers, boardSizes });
  printReport({ rows, targets, plans, searchStats, boardStats });
  writeResults({ rows, plans, seed, searchStats, boardStats });
}

type Closers = (() => Promise<unknown>)[];
type BoardRepairer = Awaited<ReturnType<typeof signInRepairers>>[number];
type Targets = Record<string, { label: string; spec: Omit<LoadSpec, 'connections' | 'seconds'> }>;
type Plans = Awaited<ReturnType<typeof explainPlans>>;
type Stats = Record<string, Record<string, number>>;

/** Reuses a seeded database (after ANALYZE) or seeds it; the seed summary when it seeded. */
async function prepareDatabase(url: string, dbName: string, log: (message: string) => void) {
  let seed: SeedSummary | undefined;
  if (await tableHasRows(url)) {
    log(`Reusing seeded database ${dbName}; running ANALYZE.`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('analyze');
    await client.end();
  } else {
    log(`Seeding ${dbName} ...`);
    seed = await migrateAndSeed(url, { benchUser: BENCH_USER, log });
    log(`Seeded in ${seed.seconds} s (vacuum analyze included): ${JSON.stringify(seed.counts)}`);
  }
  return seed;
}

/** The real app on the scratch database, and the bare Fastify + pg baseline beside it. */
async function startServers(url: string, dataDir: string, closers: Closers) {
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OTP_PEPPER: 'bench-pepper',
    AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    ADMIN_SIGNUP_SECRET: 'bench-secret',
  });
  const database = await openDatabase({ engine: 'postgres', url });
  closers.push(() => database.close());
  const { app, appUrl, counters } = await startBenchApp(config, database, dataDir);
  closers.push(() => counters.close());
  closers.push(() => app.close());

  // The baseline: the same framework, the same database, one indexed query per request,
  // through a pool of the app's size.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  closers.push(() => pool.end());
  const ids = (
    await pool.query<{ id: string }>(
      'select id from service_requests order by md5(id::text) limit 1000',
    )
  ).rows.map((r) => r.id);
  let nextId = 0;
  const bare = Fastify({ logger: false });
  closers.push(() => bare.close());
  bare.get('/bare', async () => {
    const id = ids[nextId++ % ids.length];
    const { rows } = await pool.query('select id, status from service_requests where id = $1', [
      id,
    ]);
    return rows[0];
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  return { appUrl, bareUrl, pool, database };
}

async function signInBenchUser(appUrl: string) {
  const login = await fetch(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error(`login failed (${login.status}); cannot benchmark`);
  const headers = { cookie: `gs_session=${token}` };
  return { token, headers };
}

async function checkSearches(appUrl: string, headers: Record<string, string>) {
  // Every search path once: checks the answers and warms the caches.
  const pincodes = searchPincodes();
  const searchPaths = pincodes.map(
    (p) => `/api/user/dashboard?postalCode=${p.pincode}&serviceType=${SERVICE_TYPE}`,
  );
  const found: Record<string, number[]> = { metro: [], city: [], other: [] };
  for (const [i, p] of pincodes.entries()) {
    const response = await fetch(`${appUrl}${searchPaths[i]}`, { headers });
    const body = (await response.json()) as { data?: unknown[] };
    if (response.status !== 200 || !Array.isArray(body.data)) {
      throw new Error(`search ${p.pincode} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    found[p.tier]!.push(body.data.length);
  }
  const searchStats = Object.fromEntries(
    Object.entries(found).map(([tier, counts]) => [
      tier,
      {
        pincodes: counts.length,
        meanResults: Math.round((counts.reduce((a, b) => a + b, 0) / counts.length) * 10) / 10,
        full50: counts.filter((n) => n === 50).length,
        empty: counts.filter((n) => n === 0).length,
      },
    ]),
  );
  return { pincodes, searchPaths, searchStats };
}

async function checkInProgress(appUrl: string, headers: Record<string, string>, pool: pg.Pool) {
  const inProgress = await fetch(`${appUrl}/api/user/in-progress-services`, { headers });
  const inProgressBody = (await inProgress.json()) as unknown[];
  if (inProgress.status !== 200 || !Array.isArray(inProgressBody)) {
    throw new Error(`in-progress answered ${inProgress.status}`);
  }
  const benchUserId = (
    await pool.query<{ id: string }>('select id from users where phone = $1', [BENCH_USER.phone])
  ).rows[0]!.id;
  return { inProgressBody, benchUserId };
}

async function checkBoards(appUrl: string, pool: pg.Pool, db: Db) {
  // The job boards of 200 repairers once: checks the answers and warms the caches.
  const boardRepairers = await signInRepairers(pool, db);
  const boards: Record<string, number[]> = { metro: [], city: [], other: [] };
  const boardSizes = new Map<string, number>();
  for (const r of boardRepairers) {
    const response = await fetch(`${appUrl}/api/repairer/nearby-jobs`, {
      headers: { cookie: r.cookie },
    });
    const body = (await response.json()) as { data?: unknown[] };
    if (response.status !== 200 || !Array.isArray(body.data)) {
      throw new Error(`nearby-jobs answered ${response.status}: ${JSON.stringify(body)}`);
    }
    boards[r.tier]!.push(body.data.length);
    boardSizes.set(r.id, body.data.length);
  }
  const boardStats = Object.fromEntries(
    Object.entries(boards).map(([tier, counts]) => [
      tier,
      {
        repairers: counts.length,
        meanJobs: Math.round((counts.reduce((a, b) => a + b, 0) / counts.length) * 10) / 10,
        full100: counts.filter((n) => n === 100).length,
        empty: counts.filter((n) => n === 0).length,
      },
    ]),
  );
  return { boardRepairers, boardSizes, boardStats };
}

/** What each BENCH_TARGETS entry loads. */
function loadTargets({
  appUrl,
  bareUrl,
  headers,
  pincodes,
  searchPaths,
  inProgressBody,
  boardRepairers,
}: {
  appUrl: string;
  bareUrl: string;
  headers: Record<string, string>;
  pincodes: { pincode: string }[];
  searchPaths: string[];
  inProgressBody: unknown[];
  boardRepairers: BoardRepairer[];
}): Targets {
  const targets: Targets = {
    baseline: {
      label: 'bare Fastify + pg: service_requests primary-key lookup',
      spec: { url: `${bareUrl}/bare` },
    },
    search: {
      label: `GET /api/user/dashboard (${pincodes.length} pincodes, ${SERVICE_TYPE})`,
      spec: { url: appUrl, paths: searchPaths, headers },
    },
    'in-progress': {
      label: `GET /api/user/in-progress-services (${inProgressBody.length} active)`,
      spec: { url: `${appUrl}/api/user/in-progress-services`, headers },
    },
    'nearby-jobs': {
      label: `GET /api/repairer/nearby-jobs (${boardRepairers.length} repairers)`,
      spec: {
        url: `${appUrl}/api/repairer/nearby-jobs`,
        cookies: boardRepairers.map((r) => r.cookie),
      },
    },
  };
  return targets;
}

/** One load run with the CPU the server, PostgreSQL and the machine used during it. */
async function measure(target: string, mode: string, spec: LoadSpec): Promise<Row> {
  const pgBefore = postgresCpuMs();
  const busyBefore = machineBusyMs();
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await runLoad(spec);
  const cpu = process.cpuUsage(cpuBefore);
  const busyAfter = machineBusyMs();
  const wallMs = Math.round(performance.now() - wallBefore);
  const postgresMs = postgresCpuDelta(pgBefore, postgresCpuMs());
  return {
    target,
    mode,
    ...result,
    cpu: {
      serverMs: Math.round((cpu.user + cpu.system) / 1000),
      postgresMs,
      machineBusyMs: busyBefore === null || busyAfter === null ? null : busyAfter - busyBefore,
      wallMs,
    },
  };
}

/** Per target: warm-up, 1 connection, closed loop, then open loop at each fraction. */
async function runTargets(targets: Targets, log: (message: string) => void) {
  const rows: Row[] = [];
  for (const key of TARGETS) {
    const target = targets[key];
    if (!target) throw new Error(`unknown BENCH_TARGETS entry ${key}`);
    log(`Measuring ${target.label} ...`);
    if (WARMUP_SECONDS > 0) {
      await runLoad({ ...target.spec, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    }
    rows.push(
      await measure(target.label, '1 connection', {
        ...target.spec,
        connections: 1,
        seconds: UNLOADED_SECONDS,
      }),
    );
    const closed = await measure(target.label, `${CONNECTIONS} connections`, {
      ...target.spec,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push(closed);
    for (const fraction of FRACTIONS) {
      const rate = Math.max(1, Math.round(closed.rps * fraction));
      rows.push(
        await measure(
          target.label,
          `${CONNECTIONS} conn., ${rate} req/s offered (${fraction * 100}%)`,
          {
            ...target.spec,
            connections: CONNECTIONS,
            seconds: SECONDS,
            rate,
          },
        ),
      );
    }
  }
  return rows;
}

async function explainPlans({
  pool,
  benchUserId,
  token,
  boardRepairers,
  boardSizes,
}: {
  pool: pg.Pool;
  benchUserId: string;
  token: string;
  boardRepairers: BoardRepairer[];
  boardSizes: Map<string, number>;
}) {
  // The plans, from the same code the routes run (its SQL captured, then EXPLAIN ANALYZE).
  const place = locatePincode(EXPLAIN_PINCODE)!;
  const searchPlans = await explainCalls(pool, (db) =>
    findRepairersCovering(db, place, [SERVICE_TYPE]),
  );
  const listPlans = await explainCalls(pool, (db) =>
    listUserRequests(db, benchUserId, IN_PROGRESS_STATUSES),
  );
  const sessionPlans = await explainCalls(pool, (db) => findLiveSession(db, token));
  // The nearby jobs of the repairer whose board is fullest (the query's worst case here).
  const busiest = [...boardRepairers].sort(
    (a, b) => boardSizes.get(b.id)! - boardSizes.get(a.id)!,
  )[0]!;
  const busiestRow = (
    await pool.query<{
      latitude: number;
      longitude: number;
      service_radius_km: number;
    }>('select latitude, longitude, service_radius_km from repairers where id = $1', [busiest.id])
  ).rows[0]!;
  const busiestCategories = (
    await pool.query<{ name: string }>(
      'select name from repairer_services where repairer_id = $1',
      [busiest.id],
    )
  ).rows.map((r) => r.name);
  const nearbyPlans = await explainCalls(pool, (db) =>
    findOpenRequestsNear(db, {
      repairerId: busiest.id,
      point: { latitude: busiestRow.latitude, longitude: busiestRow.longitude },
      radiusKm: busiestRow.service_radius_km,
      mainCategories: [
        ...new Set(busiestCategories.filter(isSearchCategory).flatMap(mainCategoriesFor)),
      ],
    }),
  );
  const version = (await pool.query<{ v: string }>(`select current_setting('server_version') as v`))
    .rows[0]!.v;
  return { searchPlans, listPlans, sessionPlans, nearbyPlans, busiest, busiestCategories, version };
}

function printReport({
  rows,
  targets,
  plans,
  searchStats,
  boardStats,
}: {
  rows: Row[];
  targets: Targets;
  plans: Plans;
  searchStats: Stats;
  boardStats: Stats;
}) {
  const { searchPlans, listPlans, sessionPlans, nearbyPlans, busiest, busiestCategories, version } =
    plans;
  console.log(
    `\nSearch benchmark: ${SECONDS} s per loaded run (after ${WARMUP_SECONDS} s warm-up), ` +
      `autocannon in a child process, PostgreSQL ${version} on the same machine, ` +
      `${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    '| target | load | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | req/s vs baseline |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const same = rows.find((b) => b.target === targets.baseline!.label && b.mode === r.mode);
    const ratio = !same ? '' : same === r ? '1' : `1/${(same.rps / Math.max(r.rps, 1)).toFixed(1)}`;
    console.log(
      `| ${r.target} | ${r.mode} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${ratio} |`,
    );
  }
  console.log(
    '\nCPU per request during each run, ms (server = this Node process, both servers; ' +
      'PostgreSQL = the whole server; other = every other process on the machine):\n',
  );
  console.log('| target | load | server | PostgreSQL | load generator | other | machine busy |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const per = (ms: number | null) =>
      ms === null ? 'n/a' : (ms / Math.max(r.requests, 1)).toFixed(2);
    const { serverMs, postgresMs, machineBusyMs: busy } = r.cpu;
    const other = busy === null ? null : busy - serverMs - (postgresMs ?? 0) - r.generatorCpuMs;
    const utilisation =
      busy === null ? 'n/a' : `${Math.round((busy / (r.cpu.wallMs * os.cpus().length)) * 100)}%`;
    console.log(
      `| ${r.target} | ${r.mode} | ${per(serverMs)} | ${per(postgresMs)} | ${per(r.generatorCpuMs)} | ${per(other)} | ${utilisation} |`,
    );
  }
  console.log(`\nTarget: p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections.`);
  for (const label of new Set(rows.map((r) => r.target))) {
    const closed = rows.find((r) => r.target === label && r.mode === `${CONNECTIONS} connections`);
    const ok = rows
      .filter((r) => r.target === label && r.mode.includes('offered') && r.p99 < TARGET_P99_MS)
      .sort((a, b) => b.requests - a.requests)[0];
    console.log(
      `- ${label}: closed loop p99 ${closed?.p99} ms, ` +
        `${closed && closed.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}; ` +
        `highest open-loop load measured under ${TARGET_P99_MS} ms: ` +
        (ok ? `${ok.mode.replace(`${CONNECTIONS} conn., `, '')}, p99 ${ok.p99} ms` : 'none'),
    );
  }
  console.log(`\nSearch answers (repairers found, limit 50): ${JSON.stringify(searchStats)}`);
  console.log(`Nearby-jobs answers (jobs found, limit 100): ${JSON.stringify(boardStats)}`);
  for (const [title, plans] of [
    [`Search for ${SERVICE_TYPE} at ${EXPLAIN_PINCODE}`, searchPlans],
    ['In-progress list of the bench user', listPlans],
    ['Session lookup (every signed-in request)', sessionPlans],
    [
      `Nearby jobs of the busiest board (${busiest.pincode}, ${busiestCategories.join(', ')})`,
      nearbyPlans,
    ],
  ] as const) {
    for (const [i, p] of plans.entries()) {
      console.log(`\n${title}, query ${i + 1} of ${plans.length}:\n${p.sql}\n${p.plan}`);
    }
  }
}

function writeResults({
  rows,
  plans,
  seed,
  searchStats,
  boardStats,
}: {
  rows: Row[];
  plans: Plans;
  seed: SeedSummary | undefined;
  searchStats: Stats;
  boardStats: Stats;
}) {
  const { searchPlans, listPlans, sessionPlans, nearbyPlans, version } = plans;
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'search-postgres.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
        loadGenerator: 'autocannon in a child process',
        machine: { cpus: os.cpus().length, node: process.version, postgres: version },
        seed: seed ?? 'reused',
        searchStats,
        boardStats,
        figures: rows,
        plans: {
          search: searchPlans,
          inProgress: listPlans,
          session: sessionPlans,
          nearbyJobs: nearbyPlans,
        },
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
