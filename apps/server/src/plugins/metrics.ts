import { AppError } from '@gharseva/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A figure read when Prometheus scrapes (a count in the database, a size in memory). */
export interface ScrapedGauge<L extends string = never> {
  /** snake_case, with the unit last (`_seconds`, `_bytes`); see docs/metrics.md. */
  name: string;
  help: string;
  /** Labels with few, known values (a status, a queue's name), never an id or an address. */
  labelNames?: readonly L[];
  /**
   * Reads the figures and sets each: `set({status: 'failed'}, 3)`. It must be cheap (one
   * indexed query at most). A throw or an answer slower than a second is logged at warn and
   * the gauge is left without samples for that scrape: the scrape itself never fails.
   */
  collect(set: (labels: Partial<Record<L, string>>, value: number) => void): Promise<void> | void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, served at GET /metrics (decision 044, docs/metrics.md). */
    metrics: {
      /** Register counters and histograms here: `new Counter({..., registers: [registry]})`. */
      registry: Registry;
      /** Adds a gauge read at scrape time whose failure skips it instead of the scrape. */
      addGauge<L extends string = never>(gauge: ScrapedGauge<L>): void;
    };
  }
}

/** The label of every request no route matched: the raw path would be unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';
const COLLECT_TIMEOUT_MS = 1000;

let processRegistry: Registry | undefined;
/**
 * The process's own figures (event-loop lag, memory, GC, handles), gathered once per process:
 * prom-client's monitors cannot be stopped, and every app built in a process (tests build
 * many) describes the same process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Compares digests, so neither the token's characters nor its length leak through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Prometheus metrics of this process at GET /metrics (DESIGN.md section 12): request
 * durations by route pattern, the database pool, and what other parts add through
 * `app.metrics`. One registry per app, so apps built side by side never mix their figures.
 * Open outside production; with METRICS_TOKEN it needs that bearer token; in production
 * without one it answers 404.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app.deps;
    const registry = new Registry();

    const addGauge = <L extends string = never>(spec: ScrapedGauge<L>) => {
      const gauge: Gauge<L> = new Gauge<L>({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          gauge.reset();
          let live = true;
          let timer: NodeJS.Timeout | undefined;
          const set = (labels: Partial<Record<L, string>>, value: number) => {
            if (live) gauge.set(labels, value);
          };
          try {
            await Promise.race([
              spec.collect(set),
              new Promise((_, reject) => {
                timer = setTimeout(
                  () => reject(new Error(`no answer within ${COLLECT_TIMEOUT_MS} ms`)),
                  COLLECT_TIMEOUT_MS,
                );
              }),
            ]);
          } catch (error) {
            live = false;
            gauge.reset();
            app.log.warn({ err: error, metric: spec.name }, 'metric skipped');
          } finally {
            clearTimeout(timer);
          }
        },
      });
    };
    app.decorate('metrics', { registry, addGauge });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        { method: request.method, route: routeOf(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    const pool = [
      ['gharseva_db_pool_connections', 'Database connections open in the pool', 'total'],
      ['gharseva_db_pool_idle_connections', 'Open database connections not in use', 'idle'],
      ['gharseva_db_pool_waiting_queries', 'Queries waiting for a database connection', 'waiting'],
    ] as const;
    for (const [name, help, field] of pool) {
      addGauge({ name, help, collect: (set) => set({}, database.poolStats()[field]) });
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = config.METRICS_TOKEN;
      if (token === '' && config.NODE_ENV === 'production') throw new AppError('NOT_FOUND');
      if (token !== '' && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED');
      }
      const merged = Registry.merge([processMetrics(), registry]);
      const text = await merged.metrics();
      return reply.header('cache-control', 'no-store').type(merged.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
