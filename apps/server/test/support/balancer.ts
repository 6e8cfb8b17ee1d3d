import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.ts';

/**
 * The shipped deploy/haproxy.cfg, run as it is: only its environment differs (the three
 * server addresses, the listening port and the stats port), so the test checks the file
 * compose uses, not a copy of it.
 */
export const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CFG = fileURLToPath(
  new URL('../../../../deploy/haproxy.cfg', import.meta.url),
);
export const haproxyInstalled = () => fs.existsSync(HAPROXY);

export interface Balancer {
  url: string;
  child: ChildProcess;
  /** What HAProxy logged (servers going up and down). */
  output(): string;
  /** The state of each server of a backend as HAProxy sees it ('UP', 'DOWN', 'UP 1/2'...). */
  states(backend?: 'app' | 'realtime'): Promise<Record<string, string>>;
  /** Current sessions per server of a backend (open WebSockets, requests in flight). */
  sessions(backend: 'app' | 'realtime'): Promise<Record<string, number>>;
  /** Resolves once HAProxy has `server` (app1..app3) in that state; throws after `ms`. */
  waitFor(server: string, state: 'UP' | 'DOWN', ms?: number): Promise<number>;
  stop(): Promise<void>;
}

/** Starts HAProxy in front of up to three addresses (host:port); unused slots stay DOWN. */
export async function startBalancer(servers: string[]): Promise<Balancer> {
  const port = await freePort();
  const statsPort = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GS_LB_BIND: `127.0.0.1:${port}`,
    GS_LB_STATS: `127.0.0.1:${statsPort}`,
  };
  // A slot without a server points at a port nobody listens on: it stays DOWN.
  const spare = await freePort();
  for (let i = 0; i < 3; i++) env[`GS_APP${i + 1}`] = servers[i] ?? `127.0.0.1:${spare}`;
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', HAPROXY_CFG], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c failed:\n${check.stderr}`);
  // -db: stay in the foreground, so stopping the child stops HAProxy.
  const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CFG], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const csv = async () => {
    const text = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = text.trim().split('\n');
    const names = header!.replace(/^# /, '').split(',');
    return rows.map((row) => {
      const cells = row.split(',');
      return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
    });
  };
  const rowsOf = async (backend: string) =>
    (await csv()).filter((r) => r.pxname === backend && /^app\d$/.test(r.svname!));

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async states(backend = 'app') {
      return Object.fromEntries((await rowsOf(backend)).map((r) => [r.svname!, r.status!]));
    },
    async sessions(backend) {
      return Object.fromEntries((await rowsOf(backend)).map((r) => [r.svname!, Number(r.scur)]));
    },
    async waitFor(server, state, ms = 30_000) {
      const started = Date.now();
      while (Date.now() - started < ms) {
        if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
        try {
          if ((await balancer.states())[server] === state) return Date.now() - started;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `${server} not ${state} within ${ms} ms; HAProxy said:\n${output.slice(-3000)}`,
      );
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await closed;
    },
  };
  return balancer;
}
