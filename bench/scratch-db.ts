/**
 * Scratch databases for the benchmarks: created on the PostgreSQL server the
 * bench is pointed at and dropped at the end, never the server's own databases.
 */
import pg from 'pg';

/** Every database the benches create or reuse is named like this. */
const SCRATCH_NAME = /^gs_bench_[a-z0-9_]{1,50}$/;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** False when the database already existed (reused with BENCH_DB_NAME). */
  created: boolean;
  drop(): Promise<void>;
  /** Closes the admin connection without dropping the database. */
  release(): Promise<void>;
}

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Opens scratch database `name` on the server, creating it when absent. Only
 * names starting with `gs_bench_` are accepted, so a typo cannot point the
 * bench (which drops what it used) at a real database.
 */
export async function openScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  if (!SCRATCH_NAME.test(name)) {
    throw new Error(`scratch database names must match ${SCRATCH_NAME}; got "${name}"`);
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    created: exists.rowCount === 0,
    async drop() {
      // pg's pool.end() resolves before its sockets have closed; give the backends a moment
      // to leave, so FORCE does not kill connections a pool is still closing (which makes
      // that pool emit an unhandled 'error').
      for (let i = 0; i < 50; i++) {
        const left = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (left.rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
    async release() {
      await admin.end();
    },
  };
}
