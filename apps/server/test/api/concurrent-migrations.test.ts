import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createEmptyPostgresDatabase } from '../support/database.ts';

/**
 * Several processes starting at once on a new database (a first deploy, a compose `up`):
 * each opens it and migrates; all must come up, with the migrations applied once.
 */
const enabled = process.env.TEST_DB_ENGINE === 'postgres';

const opened: Database[] = [];
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await drop?.();
});

describe.runIf(enabled)('migrations on a new database', () => {
  it('are applied once when three processes start together', { timeout: 120_000 }, async () => {
    const fresh = await createEmptyPostgresDatabase('gs_migrate');
    drop = fresh.drop;
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ engine: 'postgres', url: fresh.url, poolSize: 2 })),
    );
    opened.push(...databases);
    const { rows } = (await databases[0]!.execute(
      'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
      [],
    )) as { rows: { n: number; distinct_n: number }[] };
    expect(rows[0]!.n).toBeGreaterThan(5);
    expect(rows[0]!.n).toBe(rows[0]!.distinct_n);
    for (const database of databases) await database.ping();
  });
});
