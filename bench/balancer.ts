/**
 * The load balancer's cost (decision 046): the same mixed read load (catalogue, a signed-in
 * customer's in-progress list, notifications, conversations and check-auth, in turn) fired
 * closed-loop by autocannon in a child process
 *   1. straight at one server process,
 *   2. through HAProxy (deploy/haproxy.cfg as shipped) with one process behind it,
 *   3. through HAProxy with three processes behind it.
 * Servers, HAProxy, PostgreSQL, Redis and the load generator share the machine's CPUs, so on
 * 2 cores the third run shows what extra processes cost, not what they gain on more cores.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *   REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/balancer.ts
 *
 * Settings: BENCH_SECONDS (10) per run after BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBalancer } from '../apps/server/test/support/balancer.ts';
import {
  serverCommand,
  startServer,
  stopServer,
  type ServerProcess,
} from '../apps/server/test/support/server-process.ts';
import { signUp } from '../apps/server/test/cluster/support.ts';
import { runLoad, type LoadResult } from './load.ts';
import { openScratchDatabase } from './scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = [
  '/api/catalogue',
  '/api/user/in-progress-services',
  '/api/user/notifications',
  '/api/user/conversations',
  '/api/check-auth',
];

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl || !process.env.REDIS_URL) {
    throw new Error('Set BENCH_DATABASE_URL (a PostgreSQL server) and REDIS_URL');
  }
  const scratch = await openScratchDatabase(serverUrl, 'gs_bench_balancer');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-bench-lb-'));
  const env = {
    NODE_ENV: 'production',
    ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: `gs-bench-lb-${crypto.randomBytes(4).toString('hex')}:`,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    OTP_PEPPER: 'bench-pepper',
    AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    ADMIN_SIGNUP_SECRET: 'bench-secret',
    PAYOUT_RETRY_INTERVAL_SECONDS: '0',
  };
  const servers: ServerProcess[] = [];
  const results: { target: string; result: LoadResult }[] = [];
  try {
    // One at a time: the first migrates the scratch database.
    for (let i = 0; i < 3; i++) {
      servers.push(await startServer({ command: serverCommand(), env }, 120_000));
    }
    const token = await signUp(servers[0]!.url, dataDir, 'user', 'Bench Customer');
    const measure = async (target: string, url: string) => {
      const spec = {
        url,
        paths: PATHS,
        cookies: [`gs_session=${token}`],
        connections: CONNECTIONS,
      };
      await runLoad({ ...spec, seconds: WARMUP_SECONDS });
      const result = await runLoad({ ...spec, seconds: SECONDS });
      results.push({ target, result });
      console.log(target, JSON.stringify(result));
    };
    const address = (s: ServerProcess) => new URL(s.url).host;

    await measure('one process, direct', servers[0]!.url);
    const one = await startBalancer([address(servers[0]!)]);
    await one.waitFor('app1', 'UP');
    await measure('HAProxy, one process', one.url);
    await one.stop();
    const three = await startBalancer(servers.map(address));
    for (const slot of ['app1', 'app2', 'app3']) await three.waitFor(slot, 'UP');
    await measure('HAProxy, three processes', three.url);
    await three.stop();
  } finally {
    await Promise.all(servers.map(stopServer));
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = results[0]!.result.rps;
  console.log('\n| target | req/s | p50 ms | p99 ms | errors | non-2xx | req/s vs direct |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { target, result: r } of results) {
    console.log(
      `| ${target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${(r.rps / base).toFixed(2)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
