import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairers, serviceRequestEvents } from '../../db/schema/index.ts';

/** The professionals the landing page counts: only verified ones when verification is required. */
export async function countRepairers(db: DbOrTx, verifiedOnly: boolean): Promise<number> {
  const [pros] = await db
    .select({ n: count() })
    .from(repairers)
    .where(verifiedOnly ? eq(repairers.verificationStatus, 'verified') : undefined);
  return Number(pros?.n ?? 0);
}

/** Jobs that reached 'completed', from the event log. */
export async function countCompletedJobs(db: DbOrTx): Promise<number> {
  const [done] = await db
    .select({ n: count() })
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.toStatus, 'completed'));
  return Number(done?.n ?? 0);
}

/** The sum and count of every review star given to repairers. */
export async function sumRatings(db: DbOrTx): Promise<{ sum: number; count: number }> {
  const [rating] = await db
    .select({
      sum: sql<number>`coalesce(sum(${repairers.ratingSum}), 0)::int`,
      count: sql<number>`coalesce(sum(${repairers.ratingCount}), 0)::int`,
    })
    .from(repairers)
    .where(and(gt(repairers.ratingCount, 0)));
  return { sum: Number(rating?.sum ?? 0), count: Number(rating?.count ?? 0) };
}
