import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';
import { currentRequestId } from '../lib/request-context.ts';

/** The queue's tables live in their own schema beside the app's. */
export const QUEUE_SCHEMA = 'pgboss';
/** NOTIFY channel naming a queue that has a new job, heard by every process once it commits. */
const SENT_CHANNEL = 'gs_jobs';
/** A queue's dead letters: the jobs that failed every retry, kept for a person to see. */
export const deadLetterQueue = (name: string) => `${name}-dead`;

/** How one kind of job runs. */
export interface QueueDefinition<T> {
  /** Retries after a failed run; the waits double from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one run may hold a job before the job is failed and retried (a dead process). */
  expireInSeconds: number;
  /** Jobs fetched at once by one process; each is completed or failed on its own. */
  batchSize?: number;
  /** `stately`: at most one job per singleton key waiting and one running. */
  policy?: 'standard' | 'stately';
  /** A cron line (UTC) on which the queue gets an empty job, one process sending it. */
  cron?: string;
  handler: (data: T, job: JobContext) => Promise<void>;
}

export interface JobContext {
  id: string;
  /** The queue's name and the request id that caused the job, on every line. */
  log: FastifyBaseLogger;
  /** Runs so far before this one. */
  retryCount: number;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists exactly when the transaction commits. */
  tx?: DbOrTx;
  startAfter?: Date;
  singletonKey?: string;
  /**
   * The request that caused the job, carried into the job's log lines; by default the
   * HTTP request or socket event being served.
   */
  requestId?: string;
}

export interface DeadLetter {
  id: string;
  queue: string;
  data: Record<string, unknown>;
  error: string | null;
  failedAt: Date;
}

export interface QueueSettings {
  /** Run this process's workers (a process may only send). */
  workers: boolean;
  /** Send the cron jobs (tests turn them off). */
  schedules: boolean;
  pollSeconds: number;
  /** How often expired claims are failed over and old jobs archived. */
  maintenanceSeconds: number;
}

/**
 * Background work on PostgreSQL (pg-boss), on either engine: jobs are rows, so they survive
 * restarts; a job a dead process held expires and runs elsewhere; failed runs are retried
 * with doubling waits and end in the queue's dead letters. A job's effect must be safe to
 * repeat: a run can be cut off after its effect and before its completion.
 */
export interface JobQueue {
  define<T extends object>(name: string, definition: QueueDefinition<T>): void;
  start(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running jobs, releases the rest. */
  stop(timeoutMs?: number): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Resolves when no job is waiting, due or running (tests, shutdown checks). */
  idle(timeoutMs?: number): Promise<void>;
  deadLetters(limit?: number): Promise<DeadLetter[]>;
  /**
   * When the last dead letter of queue `name` whose data has `key` equal to each of `values`
   * was written (the console marks the payouts that have one); values without one are absent.
   */
  deadLetteredAt(name: string, key: string, values: readonly string[]): Promise<Map<string, Date>>;
  /** Jobs not completed, per queue and state, for the metrics (completed ones pile up). */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Hears of every failed run in this process (the metrics count them). */
  onFailed(listener: (queue: string) => void): void;
}

/** pg-boss's `$n` statement as a Drizzle query, to run on an open transaction. */
function asDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) =>
      i % 2 === 1 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
    ),
  );
}

const onTransaction = (tx: DbOrTx): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const result = (await tx.execute(asDrizzleSql(text, values ?? []))) as { rows?: unknown[] };
    return { rows: result.rows ?? [] };
  },
});

/** Installs or upgrades the queue's tables (with the app's migrations, before any process sends). */
export async function migrateQueue(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) as never },
    schema: QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Creates each queue and its dead letters, and applies a changed definition, in one
 * transaction under an advisory lock: processes starting together on a new database would
 * otherwise create the same partitions at once and deadlock.
 */
async function ensureQueues(
  database: Database,
  definitions: Map<string, QueueDefinition<object>>,
): Promise<void> {
  const statements: string[] = [];
  for (const [name, definition] of definitions) {
    const dead = deadLetterQueue(name);
    const options = {
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
      deadLetter: dead,
    };
    statements.push(
      `select ${QUEUE_SCHEMA}.create_queue(${literal(dead)}, ${literal('{"policy":"standard"}')}::json)`,
      `select ${QUEUE_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json)`,
      // A changed definition applies to jobs sent from now on.
      `update ${QUEUE_SCHEMA}.queue set retry_limit = ${options.retryLimit},
         retry_delay = ${options.retryDelay}, retry_backoff = true,
         expire_seconds = ${options.expireInSeconds}, dead_letter = ${literal(dead)},
         updated_on = now() where name = ${literal(name)}`,
    );
  }
  await database.execute(
    `begin;
     select pg_advisory_xact_lock(hashtext('gharseva.queue-setup'));
     ${statements.join(';\n')};
     commit;`,
  );
}

export function createJobQueue(
  database: Database,
  settings: QueueSettings,
  log: FastifyBaseLogger,
): JobQueue {
  const definitions = new Map<string, QueueDefinition<object>>();
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  const failedListeners: ((queue: string) => void)[] = [];

  const running = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  async function runOne(
    name: string,
    definition: QueueDefinition<object>,
    job: PgBoss.JobWithMetadata<object>,
  ) {
    const data = job.data as { requestId?: string };
    const jobLog = log.child({ queue: name, jobId: job.id, reqId: data.requestId ?? job.id });
    try {
      await definition.handler(job.data, { id: job.id, log: jobLog, retryCount: job.retryCount });
      await running().complete(name, job.id);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      jobLog[last ? 'error' : 'warn'](
        { err: error, retryCount: job.retryCount },
        last ? 'job failed its last try: dead letter' : 'job failed; will retry',
      );
      const message = error instanceof Error ? error.message : String(error);
      for (const listener of failedListeners) listener(name);
      await running().fail(name, job.id, { message: message.slice(0, 300) });
    }
  }

  return {
    define(name, definition) {
      definitions.set(name, definition as QueueDefinition<object>);
    },

    async start() {
      boss = new PgBoss({
        db: { executeSql: (text, values) => database.execute(text, values) as never },
        schema: QUEUE_SCHEMA,
        supervise: true,
        schedule: settings.schedules,
        // openDatabase has migrated the queue's schema already; only check its version here.
        migrate: false,
        maintenanceIntervalSeconds: settings.maintenanceSeconds,
        // Completed jobs are kept a week, then archived; dead letters stay for people.
        archiveCompletedAfterSeconds: 7 * 24 * 3600,
      });
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      await ensureQueues(database, definitions);
      if (settings.schedules) {
        for (const [name, definition] of definitions) {
          if (definition.cron) await boss.schedule(name, definition.cron, {});
        }
      }
      if (!settings.workers) return;
      // A job sent by any process starts now rather than at the next poll.
      stopListening = await database.listen(SENT_CHANNEL, (name) => {
        const worker = workers.get(name);
        if (worker) boss?.notifyWorker(worker);
      });
      for (const [name, definition] of definitions) {
        const batchSize = definition.batchSize ?? 1;
        const id: string = await boss.work(
          name,
          { batchSize, includeMetadata: true, pollingIntervalSeconds: settings.pollSeconds },
          async (jobs: PgBoss.JobWithMetadata<object>[]) => {
            for (const job of jobs) await runOne(name, definition, job);
            // A full batch may have more behind it: fetch again at once.
            if (jobs.length === batchSize) boss?.notifyWorker(id);
          },
        );
        workers.set(name, id);
      }
    },

    async stop(timeoutMs = 10_000) {
      await stopListening?.();
      stopListening = undefined;
      if (!boss) return;
      const stopping = boss;
      boss = undefined;
      await stopping.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },

    async send(name, data, options = {}) {
      const queue = running();
      const requestId = options.requestId ?? currentRequestId();
      const id = await queue.send(name, requestId ? { ...data, requestId } : data, {
        id: randomUUID(),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.tx ? { db: onTransaction(options.tx) } : {}),
      });
      // Heard once the job is visible: after the sender's transaction commits, or now.
      if (id && !options.startAfter) {
        if (options.tx) await options.tx.execute(sql`select pg_notify(${SENT_CHANNEL}, ${name})`);
        else await database.execute(`select pg_notify('${SENT_CHANNEL}', $1)`, [name]);
      }
      return id;
    },

    async idle(timeoutMs = 30_000) {
      // Only this process's own work: a process that only sends has nothing to wait for.
      const names = [...workers.keys()];
      if (names.length === 0) return;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = (await database.execute(
          `select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = any($1::text[])
           and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
          [names],
        )) as { rows: { n: number }[] };
        if (rows[0]!.n === 0) return;
        if (Date.now() > until) throw new Error(`job queue not idle after ${timeoutMs} ms`);
        for (const id of workers.values()) boss?.notifyWorker(id);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async deadLetteredAt(name, key, values) {
      if (values.length === 0) return new Map();
      const { rows } = (await database.execute(
        `select data->>$2 as value, max(created_on) as at from ${QUEUE_SCHEMA}.job
         where name = $1 and data->>$2 = any($3::text[]) group by 1`,
        [deadLetterQueue(name), key, [...values]],
      )) as { rows: { value: string; at: Date | string }[] };
      return new Map(rows.map((r) => [r.value, new Date(r.at)]));
    },

    async deadLetters(limit = 50) {
      const { rows } = (await database.execute(
        `select id, name, data, output, created_on from ${QUEUE_SCHEMA}.job
         where name like '%-dead' order by created_on desc limit $1`,
        [limit],
      )) as {
        rows: {
          id: string;
          name: string;
          data: unknown;
          output: unknown;
          created_on: Date | string;
        }[];
      };
      return rows.map((r) => {
        const output = r.output as { message?: unknown; value?: { message?: unknown } } | null;
        // pg-boss keeps the last error of a job that failed every retry; a job that gave up
        // itself (a refused payout) says why in its data.
        const message =
          output?.message ??
          output?.value?.message ??
          (r.data as { error?: unknown } | null)?.error;
        return {
          id: r.id,
          queue: r.name.replace(/-dead$/, ''),
          data: (r.data ?? {}) as Record<string, unknown>,
          error: typeof message === 'string' ? message : null,
          failedAt: new Date(r.created_on),
        };
      });
    },

    async counts() {
      const { rows } = (await database.execute(
        `select name, state::text as state, count(*)::int as count from ${QUEUE_SCHEMA}.job
         where state <> 'completed' group by 1, 2`,
        [],
      )) as { rows: { name: string; state: string; count: number }[] };
      return rows.map((r) => ({ queue: r.name, state: r.state, count: r.count }));
    },

    onFailed(listener) {
      failedListeners.push(listener);
    },
  };
}
