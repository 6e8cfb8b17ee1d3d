import { asc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { aadhaarVault } from '../../db/schema/index.ts';
import { seal } from '../../lib/crypto.ts';
import { aadhaarLookup, openWith } from './aadhaar.vault.ts';

/** What a rotation found and did: counts only, never a number. */
export interface RotationReport {
  /** Rows in the vault when the check ran. */
  rows: number;
  /** Rows already sealed with the new key, left as they were. */
  alreadyNew: number;
  /** Rows re-encrypted from the old key to the new one (with a dry run: that would be). */
  rotated: number;
}

/** Some row opens with neither key: nothing was written. */
export class RotationAborted extends Error {}

async function batchAfter(db: DbOrTx, after: string | undefined, size: number, lock: boolean) {
  const query = db
    .select()
    .from(aadhaarVault)
    .where(after ? gt(aadhaarVault.id, after) : undefined)
    .orderBy(asc(aadhaarVault.id))
    .limit(size);
  return lock ? query.for('update') : query;
}

/**
 * Re-encrypts every Aadhaar vault row sealed with `oldKey` under `newKey`, and recomputes its
 * lookup hash, in transactions of `batchSize` rows (decision 045). A row the new key already
 * opens is skipped, so a second run, or one after an interruption, changes nothing more. A
 * first read-only pass checks that every row opens with one of the two keys; if one does not
 * (a wrong old key), it throws RotationAborted before any write.
 */
export async function rotateAadhaarKey(
  db: Db,
  keys: { oldKey: Buffer; newKey: Buffer },
  options: { batchSize?: number; dryRun?: boolean } = {},
): Promise<RotationReport> {
  const { oldKey, newKey } = keys;
  if (oldKey.equals(newKey)) throw new RotationAborted('the old and the new key are the same');
  const size = options.batchSize ?? 500;
  const report: RotationReport = { rows: 0, alreadyNew: 0, rotated: 0 };
  let unreadable = 0;
  for (let after: string | undefined; ;) {
    const rows = await batchAfter(db, after, size, false);
    for (const row of rows) {
      report.rows += 1;
      if (openWith(newKey, row) !== undefined) report.alreadyNew += 1;
      else if (openWith(oldKey, row) !== undefined) report.rotated += 1;
      else unreadable += 1;
    }
    if (rows.length < size) break;
    after = rows.at(-1)!.id;
  }
  if (unreadable > 0) {
    throw new RotationAborted(
      `${unreadable} of ${report.rows} vault rows open with neither key: is the old key right?`,
    );
  }
  if (options.dryRun || report.rotated === 0) return report;

  report.rotated = 0;
  for (let after: string | undefined; ;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await batchAfter(tx, after, size, true);
      for (const row of batch) {
        if (openWith(newKey, row) !== undefined) continue;
        const number = openWith(oldKey, row);
        // Written since the check by a process holding a third key: stop, keep this batch out.
        if (number === undefined) throw new RotationAborted('a vault row opens with neither key');
        await tx
          .update(aadhaarVault)
          .set({ ...seal(newKey, number), lookupHmac: aadhaarLookup(newKey, number) })
          .where(eq(aadhaarVault.id, row.id));
        report.rotated += 1;
      }
      return batch;
    });
    if (rows.length < size) break;
    after = rows.at(-1)!.id;
  }
  return report;
}
