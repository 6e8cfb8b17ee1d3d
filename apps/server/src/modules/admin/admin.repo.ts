import { PAID_SERVICE_STATUSES } from '@gharseva/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, repairers, serviceRequests, users } from '../../db/schema/index.ts';

/** Only the columns the dashboard shows: no password hashes, Aadhaar references or codes. */
const paidServiceColumns = {
  request: {
    id: serviceRequests.id,
    title: serviceRequests.title,
    serviceType: serviceRequests.serviceType,
    status: serviceRequests.status,
    description: serviceRequests.description,
    address: serviceRequests.address,
    pincode: serviceRequests.pincode,
    quotePaise: serviceRequests.quotePaise,
    createdAt: serviceRequests.createdAt,
  },
  customer: { fullname: users.fullname, phone: users.phone },
  repairer: {
    id: repairers.id,
    fullname: repairers.fullname,
    phone: repairers.phone,
    upiId: repairers.upiId,
  },
  payment: {
    id: payments.id,
    amountPaise: payments.amountPaise,
    status: payments.status,
    paidAt: payments.paidAt,
  },
};

/**
 * Paid (customer_paid) and completed requests with their people and service payment, most
 * recently paid first. Read from the payments side: the (kind, paid_at) index gives the newest
 * captures in order, so the query stops after `limit` rows however many jobs were ever paid.
 */
export async function listPaidServices(db: DbOrTx, limit = 200) {
  return db
    .select(paidServiceColumns)
    .from(payments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(repairers, eq(repairers.id, serviceRequests.repairerId))
    .where(
      and(
        eq(payments.kind, 'service'),
        isNotNull(payments.paidAt),
        inArray(serviceRequests.status, [...PAID_SERVICE_STATUSES]),
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(limit);
}

export type PaidServiceRow = Awaited<ReturnType<typeof listPaidServices>>[number];

/** The request's service payment moves paid_by_customer -> completed; undefined when it was not paid. */
export async function completeServicePayment(db: DbOrTx, serviceRequestId: string) {
  const [row] = await db
    .update(payments)
    .set({ status: 'completed' })
    .where(
      and(
        eq(payments.serviceRequestId, serviceRequestId),
        eq(payments.kind, 'service'),
        eq(payments.status, 'paid_by_customer'),
      ),
    )
    .returning({ id: payments.id, amountPaise: payments.amountPaise });
  return row;
}

/** Any request's status, or undefined for an unknown id. */
export async function findRequestStatus(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id))
    .limit(1);
  return row?.status;
}
