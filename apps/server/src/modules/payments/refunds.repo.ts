import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** The payment under its row lock: refunds of one payment are decided one at a time. */
export async function lockPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** What the payment's refunds that did not fail add up to, in paise. */
export async function refundedTotal(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

export async function insertRefund(
  db: DbOrTx,
  values: typeof refunds.$inferInsert,
): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function findRefundByGatewayId(db: DbOrTx, gatewayRefundId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, gatewayRefundId))
    .limit(1);
  return row;
}

/** Moves a pending refund on; undefined when it was not pending (a repeat changes nothing). */
export async function settleRefund(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RefundRow, 'status' | 'gatewayRefundId' | 'failureReason' | 'processedAt'>>,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/** The refunds of these payments, oldest first. */
export async function refundsOfPayments(db: DbOrTx, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(asc(refunds.createdAt));
}
