import type { RescheduleDecision, TimeSlot } from '@gharseva/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rescheduleProposals, serviceRequests } from '../../db/schema/index.ts';

/** A proposal waiting for the repairer, as `{date, time, createdAt}` JSON, per request row. */
export const pendingRescheduleOf = sql<{ date: string; time: TimeSlot; createdAt: string } | null>`(
  select json_build_object('date', ${rescheduleProposals.toDate}, 'time', ${rescheduleProposals.toTime},
    'createdAt', ${rescheduleProposals.createdAt})
  from ${rescheduleProposals}
  where ${rescheduleProposals.serviceRequestId} = ${serviceRequests.id}
    and ${rescheduleProposals.status} = 'pending'
  limit 1)`;

/** Whether the request's latest proposal was declined, per request row. */
export const lastRescheduleDeclinedOf = sql<boolean>`coalesce((
  select ${rescheduleProposals.status} = 'declined' from ${rescheduleProposals}
  where ${rescheduleProposals.serviceRequestId} = ${serviceRequests.id}
  order by ${rescheduleProposals.createdAt} desc, ${rescheduleProposals.id} desc
  limit 1), false)`;

/** The request row, locked, when `owner` holds it (the customer's or the repairer's id). */
export async function lockRequest(
  tx: DbOrTx,
  id: string,
  owner: { userId: string } | { repairerId: string },
) {
  const [row] = await tx
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.id, id),
        'userId' in owner
          ? eq(serviceRequests.userId, owner.userId)
          : eq(serviceRequests.repairerId, owner.repairerId),
      ),
    )
    .for('update');
  return row;
}

export async function findPending(tx: DbOrTx, requestId: string) {
  const [row] = await tx
    .select()
    .from(rescheduleProposals)
    .where(
      and(
        eq(rescheduleProposals.serviceRequestId, requestId),
        eq(rescheduleProposals.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the request's latest proposal was declined (the free cancel's condition). */
export async function latestWasDeclined(tx: DbOrTx, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: rescheduleProposals.status })
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.serviceRequestId, requestId))
    .orderBy(desc(rescheduleProposals.createdAt), desc(rescheduleProposals.id))
    .limit(1);
  return row?.status === 'declined';
}

export async function insertProposal(tx: DbOrTx, values: typeof rescheduleProposals.$inferInsert) {
  const [row] = await tx.insert(rescheduleProposals).values(values).returning();
  return row!;
}

/**
 * Closes the request's pending proposal as `outcome`, by one conditional update: of two answers
 * at once only one finds it pending. Undefined when none was pending.
 */
export async function closePending(
  tx: DbOrTx,
  requestId: string,
  outcome: 'accepted' | 'declined' | 'withdrawn',
  at: Date,
) {
  const [row] = await tx
    .update(rescheduleProposals)
    .set({ status: outcome, decidedAt: at })
    .where(
      and(
        eq(rescheduleProposals.serviceRequestId, requestId),
        eq(rescheduleProposals.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function setVisit(tx: DbOrTx, requestId: string, date: string, time: TimeSlot) {
  await tx
    .update(serviceRequests)
    .set({ preferredDate: date, preferredTime: time })
    .where(eq(serviceRequests.id, requestId));
}

export const OUTCOME_OF = {
  accept: 'accepted',
  decline: 'declined',
} as const satisfies Record<RescheduleDecision, 'accepted' | 'declined'>;
