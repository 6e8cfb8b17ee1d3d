import crypto from 'node:crypto';
import { requestBody } from './support.ts';

/** One kind of request in the mix, with its share of the load. */
export interface LoadStep {
  name: string;
  weight: number;
  request: () => { method: string; route: string; token?: string; body?: unknown; key?: string };
}

export interface LoadReport {
  sent: number;
  byName: Record<string, number>;
  /** Every answer that was not 2xx, or no answer at all. */
  failures: { name: string; at: number; status: number | string; body: string }[];
  /** Idempotency keys whose POST was answered 2xx (each must have made exactly one row). */
  keys: Set<string>;
  /** Milliseconds from send to the whole answer, of every request answered. */
  latencies: number[];
}

/**
 * Open-loop HTTP load through the balancer: `rate` requests a second at even intervals,
 * whatever the answers, drawn from `steps` by weight, until stop() is called.
 */
export function startHttpLoad(url: string, rate: number, steps: LoadStep[]) {
  const report: LoadReport = { sent: 0, byName: {}, failures: [], keys: new Set(), latencies: [] };
  const total = steps.reduce((sum, s) => sum + s.weight, 0);
  const pick = (n: number) => {
    let x = (n * 7919) % total;
    for (const step of steps) {
      if (x < step.weight) return step;
      x -= step.weight;
    }
    return steps[0]!;
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let stopped = false;
  const fire = (n: number) => {
    const step = pick(n);
    const { method, route, token, body, key } = step.request();
    report.sent += 1;
    report.byName[step.name] = (report.byName[step.name] ?? 0) + 1;
    const t0 = performance.now();
    const work = fetch(`${url}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    })
      .then(async (response) => {
        const text = await response.text();
        report.latencies.push(performance.now() - t0);
        if (!response.ok) {
          report.failures.push({
            name: step.name,
            at: Date.now(),
            status: response.status,
            body: text.slice(0, 200),
          });
        } else if (key) report.keys.add(key);
      })
      .catch((error: Error) => {
        report.failures.push({
          name: step.name,
          at: Date.now(),
          status: 'no answer',
          body: String(error.cause ?? error.message),
        });
      })
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  };
  let n = 0;
  const tick = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (n < due) fire(n++);
    if (!stopped) setTimeout(tick, 5);
  };
  tick();
  return {
    report,
    async stop() {
      stopped = true;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return report;
    },
  };
}

/** A new request with an Idempotency-Key; every fifth one is sent again with the same key. */
export function keyedRequests(token: () => string) {
  let last: { key: string; token: string } | undefined;
  let n = 0;
  return () => {
    n += 1;
    const replay = last && n % 5 === 0;
    const key = replay ? last!.key : crypto.randomUUID();
    const by = replay ? last!.token : token();
    last = { key, token: by };
    return {
      method: 'POST',
      route: '/api/service-requests',
      token: by,
      key,
      body: requestBody(`Load ${key}`, true),
    };
  };
}
