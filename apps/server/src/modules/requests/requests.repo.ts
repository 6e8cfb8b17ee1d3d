import type { RequestStatus, TimeSlot } from '@gharseva/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, repairers, serviceRequests, users } from '../../db/schema/index.ts';
import { lastRescheduleDeclinedOf, pendingRescheduleOf } from '../reschedule/index.ts';

export type NewServiceRequest = typeof serviceRequests.$inferInsert;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export async function insertRequest(db: DbOrTx, values: NewServiceRequest) {
  const [row] = await db.insert(serviceRequests).values(values).returning();
  return row!;
}

/**
 * The request's payment: the life cycle gives a request at most one (a service payment after
 * the completion code, or a rejection fee after a rejected quote; rejected is final). One probe
 * of the unique (service_request_id, kind) index per row.
 */
const paymentIdOf = sql<string | null>`(
  select ${payments.id} from ${payments}
  where ${payments.serviceRequestId} = ${serviceRequests.id}
  order by ${payments.createdAt} limit 1)`;

/** A request with the customer's and the repairer's public contact fields, and its payment. */
const withPeople = {
  request: serviceRequests,
  customer: { fullname: users.fullname, email: users.email, phone: users.phone },
  repairer: { id: repairers.id, fullname: repairers.fullname, phone: repairers.phone },
  paymentId: paymentIdOf,
  pendingReschedule: pendingRescheduleOf,
  lastRescheduleDeclined: lastRescheduleDeclinedOf,
};

export type RequestWithPeople = {
  request: ServiceRequestRow;
  customer: { fullname: string; email: string | null; phone: string };
  repairer: { id: string; fullname: string; phone: string } | null;
  paymentId: string | null;
  /** A new date waiting for the repairer (issue 24), and whether the latest one was declined. */
  pendingReschedule?: { date: string; time: TimeSlot; createdAt: string } | null;
  lastRescheduleDeclined?: boolean;
};

export function selectWithPeople(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(withPeople)
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(repairers, eq(repairers.id, serviceRequests.repairerId))
    .where(where);
}

/** One request of this user, or undefined (another user's id reads as unknown). */
export async function findUserRequest(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<RequestWithPeople | undefined> {
  const [row] = await selectWithPeople(
    db,
    and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)),
  ).limit(1);
  return row;
}

/** The user's requests, newest first, optionally only some statuses. */
export async function listUserRequests(
  db: DbOrTx,
  userId: string,
  statuses?: readonly RequestStatus[],
  limit = 200,
): Promise<RequestWithPeople[]> {
  const where = and(
    eq(serviceRequests.userId, userId),
    statuses ? inArray(serviceRequests.status, [...statuses]) : undefined,
  );
  return selectWithPeople(db, where).orderBy(desc(serviceRequests.createdAt)).limit(limit);
}

/** Counts of the user's requests per status. */
export async function countUserRequestsByStatus(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ status: serviceRequests.status, n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, userId))
    .groupBy(serviceRequests.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
