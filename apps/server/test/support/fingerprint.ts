import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * A fingerprint of everything the server has stored: a hash of every row of every table (so an
 * update shows, not only an insert or a delete) and the number of SMS sent. Equal fingerprints
 * before and after a request mean it wrote nothing and spent nothing.
 */
export async function createFingerprint(t: TestApp): Promise<() => Promise<string>> {
  const { db } = t.deps.database;
  const result = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const tables = result.rows.map((r) => r.name);
  if (!tables.every((name) => /^[a-z_][a-z0-9_]*$/.test(name))) throw new Error('odd table name');
  const columns = tables
    .map(
      (name) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as "${name}"`,
    )
    .join(', ');
  const query = sql.raw(`select ${columns}`);
  return async () => {
    const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, string>[] };
    const row = rows[0];
    return `${JSON.stringify(row)} sms:${t.outbox().length}`;
  };
}
