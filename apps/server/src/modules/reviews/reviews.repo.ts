import { REVIEWABLE_STATUSES } from '@gharseva/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairers, serviceRequests, users } from '../../db/schema/index.ts';

/**
 * Rates the user's own request if it is paid and not rated yet, in one conditional update:
 * of racing reviews exactly one finds `rating_stars` still null. Undefined when any of the
 * conditions fails (the caller finds out which).
 */
export async function rateRequest(
  db: DbOrTx,
  input: { id: string; userId: string; stars: number; comment: string },
) {
  const [row] = await db
    .update(serviceRequests)
    .set({ ratingStars: input.stars, ratingComment: input.comment === '' ? null : input.comment })
    .where(
      and(
        eq(serviceRequests.id, input.id),
        eq(serviceRequests.userId, input.userId),
        isNull(serviceRequests.ratingStars),
        inArray(serviceRequests.status, [...REVIEWABLE_STATUSES]),
      ),
    )
    .returning({
      id: serviceRequests.id,
      title: serviceRequests.title,
      serviceType: serviceRequests.serviceType,
      repairerId: serviceRequests.repairerId,
    });
  return row;
}

/** Adds one review's stars to the repairer's running sum and count (read as the average). */
export async function addRepairerRating(
  db: DbOrTx,
  repairerId: string,
  stars: number,
): Promise<void> {
  await db
    .update(repairers)
    .set({
      ratingSum: sql`${repairers.ratingSum} + ${stars}`,
      ratingCount: sql`${repairers.ratingCount} + 1`,
    })
    .where(eq(repairers.id, repairerId));
}

/** The status and rating of the user's own request, or undefined (another user's reads as unknown). */
export async function findReviewState(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ status: serviceRequests.status, ratingStars: serviceRequests.ratingStars })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)))
    .limit(1);
  return row;
}

export async function customerName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.fullname ?? '';
}
