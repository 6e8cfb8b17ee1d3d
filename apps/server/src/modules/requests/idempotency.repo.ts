import { and, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requestIdempotencyKeys } from '../../db/schema/index.ts';

/** How long a key answers with its first request (DESIGN.md section 12: 24 hours per account). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

/** The request a live key of this account created, or undefined (unknown or expired key). */
export async function findKeyedRequestId(
  db: DbOrTx,
  userId: string,
  key: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: requestIdempotencyKeys.serviceRequestId })
    .from(requestIdempotencyKeys)
    .where(
      and(
        eq(requestIdempotencyKeys.userId, userId),
        eq(requestIdempotencyKeys.key, key),
        gte(requestIdempotencyKeys.createdAt, cutoff(now)),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * Claims the key for a request created in the same transaction: true when this call holds it,
 * false when another call of the account holds it live. An expired claim is removed first. Two
 * concurrent claims meet at the primary key: the second waits for the first to commit, then
 * inserts nothing.
 */
export async function claimKey(
  tx: DbOrTx,
  input: { userId: string; key: string; serviceRequestId: string },
  now = new Date(),
): Promise<boolean> {
  await tx
    .delete(requestIdempotencyKeys)
    .where(
      and(
        eq(requestIdempotencyKeys.userId, input.userId),
        eq(requestIdempotencyKeys.key, input.key),
        lt(requestIdempotencyKeys.createdAt, cutoff(now)),
      ),
    );
  const claimed = await tx
    .insert(requestIdempotencyKeys)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: requestIdempotencyKeys.key });
  return claimed.length === 1;
}

/** Removes every expired key (of any account); the created_at index keeps it to those rows. */
export async function deleteExpiredKeys(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db
    .delete(requestIdempotencyKeys)
    .where(lt(requestIdempotencyKeys.createdAt, cutoff(now)))
    .returning({ key: requestIdempotencyKeys.key });
  return gone.length;
}
