/**
 * Fires load from a child process, so the load generator has its own event
 * loop and does not steal turns from the servers under test (it still shares
 * the machine's CPUs with them and with PostgreSQL).
 *
 * Closed loop (no rate): autocannon, every connection sending its next request
 * as soon as the previous answer arrives. Open loop (a rate): requests leave
 * at evenly spaced times whatever the server does, over at most `connections`
 * keep-alive sockets, and latency counts from the planned send time, so time
 * spent waiting for a free socket is included. (autocannon's own overallRate
 * releases each connection's quota in a burst at every second boundary and
 * back-fills latencies as if the expected interval were 1 ms, which makes its
 * percentiles meaningless for this purpose.)
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface LoadSpec {
  /** Origin (and default path) of the target. */
  url: string;
  /** When given, each request takes the next of these paths, in turn across all connections. */
  paths?: string[];
  headers?: Record<string, string>;
  /**
   * When given, each request carries the next of these `Cookie` headers, in turn across all
   * connections (many signed-in accounts: one session each).
   */
  cookies?: string[];
  connections: number;
  seconds: number;
  /** Open-loop mode: requests per second over all connections, evenly spaced. */
  rate?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU time the load generator itself used, ms. */
  generatorCpuMs: number;
}

const CHILD_FLAG = 'GS_BENCH_LOAD_CHILD';

/** Fires `spec` from a child process and resolves with its figures. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
    });
    let result: LoadResult | undefined;
    child.once('message', (message) => (result = message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`load generator exited with ${code}`)),
    );
    child.send(spec);
  });
}

async function fire(spec: LoadSpec): Promise<LoadResult> {
  const { paths, cookies } = spec;
  let next = 0;
  let nextCookie = 0;
  const cpu = process.cpuUsage();
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(paths || cookies
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                ...(paths ? { path: paths[next++ % paths.length]! } : {}),
                ...(cookies
                  ? {
                      headers: {
                        ...request.headers,
                        cookie: cookies[nextCookie++ % cookies.length]!,
                      },
                    }
                  : {}),
              }),
            },
          ],
        }
      : {}),
  });
  const used = process.cpuUsage(cpu);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    generatorCpuMs: Math.round((used.user + used.system) / 1000),
  };
}

/** Open loop: `rate` requests per second at planned times, over up to `connections` sockets. */
async function fireAtRate(spec: LoadSpec & { rate: number }): Promise<LoadResult> {
  const cpu = process.cpuUsage();
  const target = new URL(spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let sent = 0;
  const interval = 1000 / spec.rate;
  const start = performance.now();
  const end = start + spec.seconds * 1000;
  await new Promise<void>((resolve) => {
    let inFlight = 0;
    let stopped = false;
    const send = (planned: number) => {
      inFlight++;
      let settled = false;
      const settle = (failed: boolean, status?: number) => {
        if (settled) return;
        settled = true;
        if (failed) errors++;
        else {
          latencies.push(performance.now() - planned);
          if (status === undefined || status < 200 || status > 299) non2xx++;
        }
        inFlight--;
        if (stopped && inFlight === 0) resolve();
      };
      const path = spec.paths
        ? spec.paths[sent % spec.paths.length]!
        : `${target.pathname}${target.search}`;
      const headers = spec.cookies
        ? { ...spec.headers, cookie: spec.cookies[sent % spec.cookies.length]! }
        : spec.headers;
      const request = http.request(
        { agent, host: target.hostname, port: target.port, path, headers },
        (response) => {
          response.resume();
          response.on('end', () => settle(false, response.statusCode));
          response.on('error', () => settle(true));
        },
      );
      request.setTimeout(10_000, () => {
        timeouts++;
        request.destroy();
      });
      request.on('error', () => settle(true));
      request.end();
    };
    const tick = () => {
      const now = performance.now();
      while (start + sent * interval <= Math.min(now, end)) {
        send(start + sent * interval);
        sent++;
      }
      if (now < end) {
        setTimeout(tick, 1);
        return;
      }
      stopped = true;
      if (inFlight === 0) resolve();
    };
    tick();
  });
  agent.destroy();
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length === 0
      ? 0
      : Math.round(
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10,
        ) / 10;
  return {
    rps: Math.round(latencies.length / spec.seconds),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    requests: latencies.length,
    errors,
    timeouts,
    non2xx,
    generatorCpuMs: Math.round((used.user + used.system) / 1000),
  };
}

if (process.env[CHILD_FLAG] === '1' && process.send) {
  process.once('message', (spec: LoadSpec) => {
    (spec.rate ? fireAtRate({ ...spec, rate: spec.rate }) : fire(spec)).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
