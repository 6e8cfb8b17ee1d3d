import type { DisputeStatus } from '@gharseva/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  disputes,
  payments,
  repairers,
  serviceRequestEvents,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;

/** The customer's own request under its row lock: reports on one job are taken one at a time. */
export async function lockUserRequest(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)))
    .for('update');
  return row;
}

/** The request's status, when it is this customer's. */
export async function findUserRequest(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: serviceRequests.id, status: serviceRequests.status })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)))
    .limit(1);
  return row;
}

export async function findOpenDispute(db: DbOrTx, serviceRequestId: string) {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.serviceRequestId, serviceRequestId), eq(disputes.status, 'open')))
    .limit(1);
  return row;
}

export async function insertDispute(db: DbOrTx, values: typeof disputes.$inferInsert) {
  const [row] = await db.insert(disputes).values(values).returning();
  return row!;
}

/** The report under its row lock: a second decision waits here, then finds it decided. */
export async function lockDispute(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function recordDecision(
  db: DbOrTx,
  id: string,
  values: Pick<DisputeRow, 'status' | 'decision' | 'decisionNote' | 'decidedBy' | 'decidedAt'>,
) {
  const [row] = await db
    .update(disputes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(disputes.id, id))
    .returning();
  return row!;
}

/** The customer's reports on one of their jobs, newest first. */
export async function disputesOfRequest(db: DbOrTx, userId: string, serviceRequestId: string) {
  return db
    .select()
    .from(disputes)
    .where(and(eq(disputes.serviceRequestId, serviceRequestId), eq(disputes.userId, userId)))
    .orderBy(desc(disputes.createdAt));
}

/** Reports with their job, people and payment: by status (oldest first), or one by id. */
export async function listDisputes(
  db: DbOrTx,
  where: { status: DisputeStatus } | { id: string },
  limit = 100,
) {
  return db
    .select({
      dispute: disputes,
      request: {
        id: serviceRequests.id,
        title: serviceRequests.title,
        status: serviceRequests.status,
      },
      customer: { id: users.id, fullname: users.fullname },
      repairer: { id: repairers.id, fullname: repairers.fullname },
      payment: {
        id: payments.id,
        amountPaise: payments.amountPaise,
        status: payments.status,
        paidAt: payments.paidAt,
        method: payments.gatewayMethod,
        gatewayPaymentId: payments.gatewayPaymentId,
      },
    })
    .from(disputes)
    .innerJoin(serviceRequests, eq(serviceRequests.id, disputes.serviceRequestId))
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(repairers, eq(repairers.id, disputes.repairerId))
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where('id' in where ? eq(disputes.id, where.id) : eq(disputes.status, where.status))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(limit);
}

export type DisputeListRow = Awaited<ReturnType<typeof listDisputes>>[number];

/** The events of these jobs, oldest first: their history for the admin. */
export async function eventsOfRequests(db: DbOrTx, serviceRequestIds: readonly string[]) {
  if (serviceRequestIds.length === 0) return [];
  return db
    .select({
      serviceRequestId: serviceRequestEvents.serviceRequestId,
      kind: serviceRequestEvents.kind,
      actorRole: serviceRequestEvents.actorRole,
      fromStatus: serviceRequestEvents.fromStatus,
      toStatus: serviceRequestEvents.toStatus,
      createdAt: serviceRequestEvents.createdAt,
    })
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.serviceRequestId, [...serviceRequestIds]))
    .orderBy(asc(serviceRequestEvents.createdAt), asc(serviceRequestEvents.id));
}
