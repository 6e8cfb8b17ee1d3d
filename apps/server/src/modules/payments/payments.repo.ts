import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, repairers, serviceRequests, users } from '../../db/schema/index.ts';

export type NewPayment = typeof payments.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** Creates the request's payment of this kind, or returns the one that exists. */
export async function createPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing();
  const found = await findRequestPayment(db, values.serviceRequestId, values.kind);
  return found!;
}

export async function findRequestPayment(
  db: DbOrTx,
  serviceRequestId: string,
  kind: PaymentRow['kind'],
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.kind, kind)))
    .limit(1);
  return row;
}

/** A payment with the request it pays for and the people on it. */
export async function findPaymentWithRequest(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      request: serviceRequests,
      customer: { fullname: users.fullname, phone: users.phone, email: users.email },
      repairer: {
        id: repairers.id,
        fullname: repairers.fullname,
        phone: repairers.phone,
        upiId: repairers.upiId,
      },
    })
    .from(payments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(repairers, eq(repairers.id, serviceRequests.repairerId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

export type PaymentWithRequest = NonNullable<Awaited<ReturnType<typeof findPaymentWithRequest>>>;

export async function findPaymentByOrderId(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayOrderId, orderId))
    .limit(1);
  return row;
}

/** Stores the gateway's order on a record that has none yet; false when another call won. */
export async function setGatewayOrder(
  db: DbOrTx,
  paymentId: string,
  orderId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ gatewayOrderId: orderId })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayOrderId)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Record statuses from which a capture may still be recorded. */
export const PAYABLE_PAYMENT_STATUSES = ['created', 'failed'] as const;

/**
 * Records the capture once: only a payable record moves, so of a checkout
 * verification and a webhook arriving together exactly one gets the row.
 */
export async function markPaid(
  db: DbOrTx,
  input: { id: string; gatewayPaymentId: string; method: string | null; paidAt: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid_by_customer',
      gatewayPaymentId: input.gatewayPaymentId,
      gatewayMethod: input.method,
      paidAt: input.paidAt,
      failureReason: null,
    })
    .where(and(eq(payments.id, input.id), inArray(payments.status, [...PAYABLE_PAYMENT_STATUSES])))
    .returning();
  return row;
}

/** A failed attempt: only a record still waiting becomes failed (a late failure never undoes a capture). */
export async function markFailed(
  db: DbOrTx,
  input: { id: string; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', failureReason: input.reason.slice(0, 300) })
    .where(and(eq(payments.id, input.id), inArray(payments.status, [...PAYABLE_PAYMENT_STATUSES])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * A completed service payment back to paid_by_customer when an admin sends the job back for a
 * redo (it is completed again with the job); unchanged otherwise.
 */
export async function reopenServicePayment(db: DbOrTx, serviceRequestId: string) {
  await db
    .update(payments)
    .set({ status: 'paid_by_customer' })
    .where(
      and(
        eq(payments.serviceRequestId, serviceRequestId),
        eq(payments.kind, 'service'),
        eq(payments.status, 'completed'),
      ),
    );
}
