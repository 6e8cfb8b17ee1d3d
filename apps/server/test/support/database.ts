import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

/**
 * An isolated, migrated database for one test file, on the engine the test
 * project names: a fresh in-memory PGlite, or a copy of the migrated template
 * on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const template = inject('pgliteTemplate');
    return openDatabase({
      engine: 'pglite',
      ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `gs_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: dbUrl.toString(), poolSize: 5 });
  return {
    ...database,
    /** Where other processes reach this database. */
    url: dbUrl.toString(),
    async close() {
      // pool.end() resolves before its sockets are closed; the forced drop below may then
      // terminate one of them, which is expected here.
      database.onConnectionError(() => {});
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL (no migrations
 * run), for tests that handle whole databases: backups, restores. `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}
