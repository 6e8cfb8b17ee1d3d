import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrateQueue } from '../queue/queue.ts';
import { SERVER_FILES } from '../lib/server-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database, whichever engine runs it: PGlite embedded or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = SERVER_FILES.migrations;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, to start copies from. */
  dump?: () => Promise<Blob | File>;
  /**
   * The connection pool's figures now (metrics): connections open, idle, and queries waiting
   * for one. PGlite has one connection and queues in itself: always 1 open, 1 idle, 0 waiting.
   */
  poolStats(): PoolStats;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Runs SQL text with `$n` parameters outside any transaction (the job queue's own
   * statements); without values the text may hold several statements.
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Who hears of an idle pooled connection that the server closed (a restart, a failover, an
   * administrator): the pool drops it and opens another when needed. Without a listener such
   * an error would end the process. Until set, one line goes to standard error.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any process on this
   * database, after the notifying transaction commits (never for a rolled-back one).
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** See `Database.poolStats`. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `loadDataDir`: start from a dump of an already migrated database (tests). */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    let connectionError = (error: Error) =>
      console.error(`database: an idle connection was closed (${error.message})`);
    pool.on('error', (error) => connectionError(error));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const database: Database = {
      db: db as unknown as Db,
      engine: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      ping: async () => void (await pool.query('select 1')),
      execute: (text, values) => pool.query(text, values),
      onConnectionError: (listener) => {
        connectionError = listener;
      },
      listen: (channel, handler) =>
        listenOnServer(target.url, channel, handler, (error) => connectionError(error)),
      close: () => pool.end(),
    };
    await oneProcessAtATime(target.url, async () => {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      await migrateQueue(database);
    });
    return database;
  }
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return withQueueMigrated({
    db: db as unknown as Db,
    engine: 'pglite',
    dump: async () => client.dumpDataDir('gzip'),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    ping: async () => void (await client.query('select 1')),
    // PGlite prepares every parameterised query, and a prepared statement holds one command.
    execute: async (text, values) =>
      values && values.length > 0 ? client.query(text, values) : (await client.exec(text)).at(-1)!,
    // Embedded: no connections to lose.
    onConnectionError: () => {},
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        // A closed database has nothing left to stop.
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  });
}

/**
 * Runs `work` while holding a session advisory lock on a connection of its own (not the
 * pool's, which `work` may need all of): processes starting together on a database with
 * pending migrations (ours, then the job queue's) apply them one after the other (the later
 * ones find them applied) instead of racing and failing.
 */
async function oneProcessAtATime(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('gharseva.migrations'))`);
    try {
      await work();
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtext('gharseva.migrations'))`);
    }
  } finally {
    await lock.end();
  }
}

/** PGlite: the job queue's tables are migrated with the app's own, before anything sends a job. */
async function withQueueMigrated(database: Database): Promise<Database> {
  await migrateQueue(database);
  return database;
}

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one would be
 * handed to other queries), reconnecting with a growing pause when the server drops it.
 */
async function listenOnServer(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) setTimeout(() => void reconnect(), retryMs).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    retryMs = 250;
  };
  const reconnect = async () => {
    if (stopped || client) return;
    try {
      await connect();
    } catch (error) {
      onError(error as Error);
      retryMs = Math.min(retryMs * 2, 10_000);
      setTimeout(() => void reconnect(), retryMs).unref();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
