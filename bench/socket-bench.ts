/**
 * Realtime chat benchmark (issue 6): 1,000 connected sockets in 500 conversations
 * (each conversation's customer and repairer), messages at a fixed rate from
 * alternating sides, delivery latency to the other side and the servers' memory.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *   REDIS_URL=redis://127.0.0.1:6379 npm run bench:socket -w @gharseva/bench
 *
 * Targets, in one run: a bare Socket.IO relay (baseline: no session, database or
 * checks), the real server as one process, and two processes sharing PostgreSQL
 * and Redis with every customer on one and every repairer on the other (each
 * message crosses processes). Servers and the load generator are separate
 * processes on the same machine. Settings: BENCH_RATE (200 messages/s),
 * BENCH_SECONDS (30), BENCH_PAIRS (500), BENCH_TARGETS (baseline,one,two).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/accounts/session.repo.ts';
import { freePort, waitForReady } from './child-server.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { BENCH_USER, migrateAndSeed } from './seed-marketplace.ts';
import { runSocketLoad, type SocketLoadResult } from './socket-load.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const TARGETS = (process.env.BENCH_TARGETS ?? 'baseline,one,two').split(',');
const TARGET_P99_MS = 50;

interface Child {
  url: string;
  child: ChildProcess;
}

/** Resident memory of a process, MB (Linux /proc). */
function rssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startServer(
  databaseUrl: string,
  dataDir: string,
  redisUrl?: string,
): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `gs-bench-${path.basename(dataDir)}:`,
      SEED_DEMO: 'false',
      OTP_PEPPER: 'bench-pepper',
      AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      ADMIN_SIGNUP_SECRET: 'bench-secret',
      CHAT_MAX_MESSAGES_PER_MINUTE: '1000',
      QUEUE_SCHEDULES: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(url, child);
  return { url, child };
}

async function startBare(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-socket-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = chunk.toString().match(/PORT (\d+)/);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(children: Child[]) {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** 500 conversations between seeded customers and repairers, and a session for each side. */
async function conversationsAndSessions(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string; user_id: string; repairer_id: string }>(
    `insert into conversations (id, service_request_id, user_id, repairer_id)
     select gen_random_uuid(), id, user_id, repairer_id from (
       select distinct on (user_id) id, user_id, repairer_id from service_requests
       where repairer_id is not null
       order by user_id, created_at desc) jobs
     limit $1
     returning id, user_id, repairer_id`,
    [PAIRS],
  );
  await client.end();
  if (rows.length < PAIRS) throw new Error(`only ${rows.length} conversations could be made`);
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
  const pairs = [];
  for (const row of rows) {
    const user = await createSession(database.db, {
      role: 'user',
      subjectId: row.user_id,
      ttlSeconds: 86_400,
    });
    const repairer = await createSession(database.db, {
      role: 'repairer',
      subjectId: row.repairer_id,
      ttlSeconds: 86_400,
    });
    pairs.push({ conversationId: row.id, userToken: user.token, repairerToken: repairer.token });
  }
  await database.close();
  return pairs;
}

interface Row {
  target: string;
  result: SocketLoadResult;
  memory: { idleMb: (number | null)[]; connectedMb: (number | null)[]; endMb: (number | null)[] };
  serverCpuMsPerMessage: (number | null)[];
}

async function measure(
  target: string,
  servers: Child[],
  spec: Omit<Parameters<typeof runSocketLoad>[0], 'userServer' | 'repairerServer'>,
): Promise<Row> {
  const pids = servers.map((s) => s.child.pid);
  const idleMb = pids.map(rssMb);
  const cpuBefore = pids.map(cpuMs);
  let connectedMb: (number | null)[] = [];
  // Memory once the sockets are in (sampled a moment after the connect phase).
  const sampler = setInterval(() => {
    const now = pids.map(rssMb);
    if (now.every((m, i) => m !== null && (connectedMb[i] ?? 0) < m)) connectedMb = now;
  }, 500);
  const result = await runSocketLoad({
    ...spec,
    userServer: servers[0]!.url,
    repairerServer: servers[servers.length - 1]!.url,
  });
  clearInterval(sampler);
  const endMb = pids.map(rssMb);
  const cpuAfter = pids.map(cpuMs);
  return {
    target,
    result,
    memory: { idleMb, connectedMb, endMb },
    serverCpuMsPerMessage: cpuAfter.map((after, i) =>
      after === null || cpuBefore[i] === null
        ? null
        : Math.round(((after - cpuBefore[i]!) / Math.max(result.sent, 1)) * 100) / 100,
    ),
  };
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
  const redisUrl = process.env.REDIS_URL;
  const scratch = await openScratchDatabase(
    serverUrl,
    `gs_bench_socket_${Date.now().toString(36)}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-socket-bench-'));
  const rows: Row[] = [];
  try {
    console.log(`Seeding ${scratch.name} ...`);
    await migrateAndSeed(scratch.url, {
      benchUser: BENCH_USER,
      users: PAIRS * 2,
      repairers: PAIRS * 2,
      requests: PAIRS * 20,
    });
    const pairs = await conversationsAndSessions(scratch.url);
    const spec = { pairs, rate: RATE, seconds: SECONDS };

    for (const target of TARGETS) {
      let servers: Child[] = [];
      try {
        if (target === 'baseline') {
          servers = [await startBare()];
          console.log('Measuring the bare Socket.IO relay ...');
          rows.push(
            await measure('bare Socket.IO relay (baseline)', servers, {
              ...spec,
              pairs: pairs.map((p, i) => ({ ...p, userToken: `u${i}`, repairerToken: `r${i}` })),
            }),
          );
        } else if (target === 'one') {
          servers = [await startServer(scratch.url, dataDir)];
          console.log('Measuring one server process ...');
          rows.push(await measure('GharSeva, one process', servers, spec));
        } else if (target === 'two') {
          if (!redisUrl) {
            console.log('REDIS_URL not set: skipping the two-process run');
            continue;
          }
          servers = [
            await startServer(scratch.url, dataDir, redisUrl),
            await startServer(scratch.url, dataDir, redisUrl),
          ];
          console.log('Measuring two server processes with Redis ...');
          rows.push(await measure('GharSeva, two processes + Redis', servers, spec));
        }
      } finally {
        await stop(servers);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }

  console.log(
    `\nSocket benchmark: ${PAIRS * 2} sockets in ${PAIRS} rooms, ${RATE} messages/s for ${SECONDS} s, ` +
      `${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    '| target | sent | delivered | lost | p50 ms | p90 ms | p99 ms | max ms | p99 vs baseline | RSS idle / connected / end, MB | server CPU ms per message |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
  const base = rows.find((r) => r.target.includes('baseline'));
  for (const r of rows) {
    const x = r.result;
    const ratio =
      base && base !== r ? `${(x.p99 / Math.max(base.result.p99, 0.1)).toFixed(1)}x` : '1';
    const mem = r.memory.idleMb
      .map((idle, i) => `${idle} / ${r.memory.connectedMb[i] ?? '?'} / ${r.memory.endMb[i]}`)
      .join('; ');
    console.log(
      `| ${r.target} | ${x.sent} | ${x.delivered} | ${x.lost} | ${x.p50} | ${x.p90} | ${x.p99} | ${x.max} | ${ratio} | ${mem} | ${r.serverCpuMsPerMessage.join('; ')} |`,
    );
  }
  const one = rows.find((r) => r.target === 'GharSeva, one process');
  if (one) {
    console.log(
      `\nTarget: p99 < ${TARGET_P99_MS} ms on one process: ${one.result.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${one.result.p99} ms).`,
    );
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'socket.json'),
    JSON.stringify(
      { at: new Date().toISOString(), rate: RATE, seconds: SECONDS, pairs: PAIRS, rows },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
