import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAdjustments, payouts } from '../../db/schema/index.ts';
import type { PayoutRow } from './payouts.repo.ts';

export type AdjustmentRow = typeof payoutAdjustments.$inferSelect;

/** The payout of a payment under its row lock, or undefined when none was made. */
export async function lockPayoutOfPayment(
  db: DbOrTx,
  paymentId: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.paymentId, paymentId))
    .for('update');
  return row;
}

export async function setPayout(db: DbOrTx, id: string, values: Partial<PayoutRow>) {
  const [row] = await db
    .update(payouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

/** A recovery entry: what the repairer owes after a refund of a job already paid out. */
export async function insertRecovery(
  db: DbOrTx,
  values: { repairerId: string; refundId: string; payoutId: string; amountPaise: number },
) {
  const [row] = await db.insert(payoutAdjustments).values(values).returning();
  return row!;
}

/** The repairer's recoveries still owed, oldest first, locked until the caller commits. */
export async function lockOutstandingRecoveries(db: DbOrTx, repairerId: string) {
  return db
    .select()
    .from(payoutAdjustments)
    .where(
      and(
        eq(payoutAdjustments.repairerId, repairerId),
        eq(payoutAdjustments.status, 'outstanding'),
      ),
    )
    .orderBy(asc(payoutAdjustments.createdAt), asc(payoutAdjustments.id))
    .for('update');
}

/** Takes `paise` more from a recovery; settled once it is all taken. */
export async function takeFromRecovery(db: DbOrTx, row: AdjustmentRow, paise: number) {
  const recovered = row.recoveredPaise + paise;
  const settled = recovered >= row.amountPaise;
  await db
    .update(payoutAdjustments)
    .set({
      recoveredPaise: sql`${payoutAdjustments.recoveredPaise} + ${paise}`,
      status: settled ? 'settled' : 'outstanding',
      settledAt: settled ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(payoutAdjustments.id, row.id));
}

/** The recovery entries written for these refunds. */
export async function recoveriesOfRefunds(db: DbOrTx, refundIds: readonly string[]) {
  if (refundIds.length === 0) return [];
  return db
    .select()
    .from(payoutAdjustments)
    .where(inArray(payoutAdjustments.refundId, [...refundIds]))
    .orderBy(asc(payoutAdjustments.createdAt));
}

/** The payouts of these payments. */
export async function payoutsOfPayments(db: DbOrTx, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(payouts)
    .where(inArray(payouts.paymentId, [...paymentIds]));
}
