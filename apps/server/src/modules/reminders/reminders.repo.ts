import type { RequestStatus, TimeSlot } from '@gharseva/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reminderDeliveries, rescheduleProposals, serviceRequests } from '../../db/schema/index.ts';
import type { ReminderKind } from './due.ts';

/**
 * The statuses in which a visit is still ahead and both sides are committed to it: a repairer
 * has taken the job (pending_quote), quoted it (quoted, the visit may be the inspection) or had
 * the quote accepted (accepted). Work started, done, cancelled or closed: no reminder.
 */
export const REMINDED_STATUSES = [
  'pending_quote',
  'quoted',
  'accepted',
] as const satisfies readonly RequestStatus[];

export interface ReminderCandidate {
  id: string;
  preferredDate: string;
  preferredTime: TimeSlot;
  bookedAt: Date;
}

/**
 * The assigned visits on `dates` (today and tomorrow in India) in a reminded status, by the
 * (preferred_date, status) index, each with when its slot was booked: the request's creation
 * or the last accepted reschedule, whichever is later.
 */
export async function findReminderCandidates(
  db: DbOrTx,
  dates: readonly string[],
): Promise<ReminderCandidate[]> {
  const movedAt = db
    .select({ at: sql<Date | null>`max(${rescheduleProposals.decidedAt})`.as('moved_at') })
    .from(rescheduleProposals)
    .where(
      and(
        eq(rescheduleProposals.serviceRequestId, serviceRequests.id),
        eq(rescheduleProposals.status, 'accepted'),
      ),
    );
  const rows = await db
    .select({
      id: serviceRequests.id,
      preferredDate: serviceRequests.preferredDate,
      preferredTime: serviceRequests.preferredTime,
      bookedAt: sql<Date | string>`greatest(${serviceRequests.createdAt}, (${movedAt}))`,
    })
    .from(serviceRequests)
    .where(
      and(
        inArray(serviceRequests.preferredDate, [...dates]),
        inArray(serviceRequests.status, [...REMINDED_STATUSES]),
        isNotNull(serviceRequests.repairerId),
      ),
    );
  return rows.map((r) => ({ ...r, bookedAt: new Date(r.bookedAt) }));
}

/** The reminders already sent to `requestIds`, as `id kind slot` strings. */
export async function sentReminders(
  db: DbOrTx,
  requestIds: readonly string[],
): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: reminderDeliveries.serviceRequestId,
      kind: reminderDeliveries.kind,
      slot: reminderDeliveries.slot,
    })
    .from(reminderDeliveries)
    .where(inArray(reminderDeliveries.serviceRequestId, [...requestIds]));
  return new Set(rows.map((r) => `${r.id} ${r.kind} ${r.slot}`));
}

/** The request's row for a reminder, locked until the transaction ends. */
export async function lockVisit(tx: DbOrTx, requestId: string) {
  const [row] = await tx
    .select({
      status: serviceRequests.status,
      userId: serviceRequests.userId,
      repairerId: serviceRequests.repairerId,
      title: serviceRequests.title,
      preferredDate: serviceRequests.preferredDate,
      preferredTime: serviceRequests.preferredTime,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId))
    .for('update');
  return row;
}

/**
 * Records a reminder as sent; false when a row for it exists (another process or an earlier
 * run sent it): its primary key makes each reminder once.
 */
export async function claimReminder(
  tx: DbOrTx,
  serviceRequestId: string,
  kind: ReminderKind,
  slot: string,
): Promise<boolean> {
  const rows = await tx
    .insert(reminderDeliveries)
    .values({ serviceRequestId, kind, slot })
    .onConflictDoNothing()
    .returning({ kind: reminderDeliveries.kind });
  return rows.length > 0;
}
