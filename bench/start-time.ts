/**
 * Start time and memory of the server run from its sources through tsx and compiled with plain
 * node (decision 043): from spawn to the first 200 of /api/ready, and the resident memory of
 * the process once ready and after a short load. Both in production mode on a database that
 * is already migrated (the usual restart), RUNS times each, medians reported.
 *
 *   npm run bench:start -w @gharseva/bench                       # PGlite (embedded)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:start -w @gharseva/bench
 *   BENCH_RUNS=9 BENCH_SECONDS=10 npm run bench:start -w @gharseva/bench
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../apps/server/scripts/build.ts';
import { freePort } from './child-server.ts';

const ROOT = path.join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const WAYS = {
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
  node: ['--enable-source-maps', 'apps/server/dist/server.js'],
} as const;
type Way = keyof typeof WAYS;

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'bench-pepper',
  AADHAAR_ENCRYPTION_KEY: 'd'.repeat(64),
  ADMIN_SIGNUP_SECRET: 'bench-admin-secret',
  ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  REDIS_URL: '',
};

interface Run {
  startMs: number;
  rssReadyMb: number;
  rssLoadedMb: number;
}

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function ready(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not become ready`);
}

async function once(way: Way, env: Record<string, string>, load: boolean): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, WAYS[way], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...PRODUCTION, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await ready(url, child);
    const startMs = performance.now() - started;
    const rssReadyMb = rssMb(child.pid!);
    if (load) {
      await autocannon({
        url,
        duration: LOAD_SECONDS,
        connections: 10,
        requests: [{ path: '/api/catalogue' }, { path: '/api/geo/pincodes/110001' }],
      });
    }
    return { startMs, rssReadyMb, rssLoadedMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(engine: string, env: Record<string, string>) {
  // One start to create and migrate the database; the measured ones find it ready.
  await once('node', env, false);
  const runs: Record<Way, Run[]> = { tsx: [], node: [] };
  // Alternated, so a slower moment of the machine weighs on both ways alike.
  for (let i = 0; i < RUNS; i++) {
    for (const way of Object.keys(WAYS) as Way[]) runs[way].push(await once(way, env, true));
  }
  const rows = (Object.keys(WAYS) as Way[]).map((way) => ({
    engine,
    way,
    startMs: Math.round(median(runs[way].map((r) => r.startMs))),
    rssReadyMb: Math.round(median(runs[way].map((r) => r.rssReadyMb))),
    rssLoadedMb: Math.round(median(runs[way].map((r) => r.rssLoadedMb))),
    runs: runs[way],
  }));
  const [tsx, node] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `${engine}: start ${tsx.startMs} ms (tsx) vs ${node.startMs} ms (node), ` +
      `ratio ${(tsx.startMs / node.startMs).toFixed(2)}; RSS ready ${tsx.rssReadyMb} vs ` +
      `${node.rssReadyMb} MB, after load ${tsx.rssLoadedMb} vs ${node.rssLoadedMb} MB`,
  );
  return rows;
}

async function main() {
  await buildServer();
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-start-'));
  try {
    results.push(...(await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
    const server = process.env.BENCH_DATABASE_URL;
    if (server) {
      const name = `gs_bench_start_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
        results.push(...(await measure('postgres', env)));
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n| engine | run with | start (ms) | RSS ready (MB) | RSS after load (MB) |');
  console.log('|---|---|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.engine} | ${r.way} | ${r.startMs} | ${r.rssReadyMb} | ${r.rssLoadedMb} |`);
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'start-time.json'),
    JSON.stringify(
      { runs: RUNS, loadSeconds: LOAD_SECONDS, cpus: os.cpus().length, results },
      null,
      2,
    ),
  );
}

await main();
