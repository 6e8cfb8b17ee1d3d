import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requestTitleColumns } from '../../db/request-title.ts';
import {
  payments,
  payoutAdjustments,
  payouts,
  receiptCounters,
  receipts,
  refunds,
  repairers,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { financialYearOf, receiptNumber } from './financial-year.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * Takes the next number of the financial year the payment was captured in and issues the payment's receipt
 * with it, inside the caller's transaction. The counter row's update locks it until the
 * transaction ends, so two captures at once wait for each other: neither shares nor skips a
 * number, and a transaction that rolls back gives its number back. The caller holds the
 * payment's row lock and has seen no receipt for it.
 */
export async function issueReceipt(
  db: DbOrTx,
  paymentId: string,
  paidAt: Date,
  issuedAt: Date = paidAt,
): Promise<ReceiptRow> {
  const financialYear = financialYearOf(paidAt);
  const [counter] = await db
    .insert(receiptCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
    })
    .returning({ sequence: receiptCounters.lastSequence });
  const sequence = counter!.sequence;
  const [row] = await db
    .insert(receipts)
    .values({
      paymentId,
      financialYear,
      sequence,
      number: receiptNumber(financialYear, sequence),
      issuedAt,
    })
    .returning();
  return row!;
}

export async function findReceipt(db: DbOrTx, paymentId: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return row;
}

/** Locks the payment's row for the rest of the transaction (a receipt issued late). */
export async function lockPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, paidAt: payments.paidAt })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return row;
}

/** A payment with what its receipt prints: the request, the customer and the repairer. */
export async function findReceiptSubject(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      request: requestTitleColumns,
      customer: { fullname: users.fullname, language: users.language },
      repairerName: repairers.fullname,
    })
    .from(payments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(repairers, eq(repairers.id, payments.repairerId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

/** The payment's refunds the gateway has processed, oldest first. */
export function processedRefunds(db: DbOrTx, paymentId: string) {
  return db
    .select({
      id: refunds.id,
      amountPaise: refunds.amountPaise,
      gatewayRefundId: refunds.gatewayRefundId,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'processed')))
    .orderBy(asc(refunds.processedAt));
}

/** A repairer's payouts with their jobs, newest first; within [from, to) when given. */
export function payoutsOfRepairer(
  db: DbOrTx,
  repairerId: string,
  period?: { from: Date; to: Date },
) {
  return db
    .select({
      payout: payouts,
      serviceRequestId: serviceRequests.id,
      ...requestTitleColumns,
      paidAt: payments.paidAt,
    })
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(
      and(
        eq(payouts.repairerId, repairerId),
        period ? gte(payouts.createdAt, period.from) : undefined,
        period ? lt(payouts.createdAt, period.to) : undefined,
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/** A repairer's recovery entries with the job they are for, newest first. */
export function recoveriesOfRepairer(
  db: DbOrTx,
  repairerId: string,
  period?: { from: Date; to: Date },
) {
  return db
    .select({
      adjustment: payoutAdjustments,
      ...requestTitleColumns,
    })
    .from(payoutAdjustments)
    .innerJoin(payouts, eq(payouts.id, payoutAdjustments.payoutId))
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(
      and(
        eq(payoutAdjustments.repairerId, repairerId),
        period ? gte(payoutAdjustments.createdAt, period.from) : undefined,
        period ? lt(payoutAdjustments.createdAt, period.to) : undefined,
      ),
    )
    .orderBy(desc(payoutAdjustments.createdAt), desc(payoutAdjustments.id));
}

export async function repairerNameAndLanguage(db: DbOrTx, repairerId: string) {
  const [row] = await db
    .select({ fullname: repairers.fullname, language: repairers.language })
    .from(repairers)
    .where(eq(repairers.id, repairerId))
    .limit(1);
  return row;
}
