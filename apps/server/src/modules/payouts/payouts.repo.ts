import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, payouts, repairers } from '../../db/schema/index.ts';

export type NewPayout = typeof payouts.$inferInsert;
export type PayoutRow = typeof payouts.$inferSelect;

/** The payout of a payment, created once: a second call finds the first row. */
export async function insertPayout(db: DbOrTx, values: NewPayout): Promise<PayoutRow> {
  await db.insert(payouts).values(values).onConflictDoNothing({ target: payouts.paymentId });
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.paymentId, values.paymentId))
    .limit(1);
  return row!;
}

/** A claim left in `processing` longer than the claim timeout is taken to be lost (a crash mid-call). */
const staleClaim = (timeoutSeconds: number) =>
  sql`now() - make_interval(secs => ${timeoutSeconds})`;

/**
 * Claims a payout for one attempt: pending, failed and due, or a stale claim.
 * Two workers can never hold the same payout; the provider's idempotency key
 * covers an attempt whose answer was lost.
 */
export async function claimPayout(
  db: DbOrTx,
  id: string,
  claimTimeoutSeconds: number,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'processing', attempts: sql`${payouts.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(payouts.id, id),
        or(
          eq(payouts.status, 'pending'),
          and(eq(payouts.status, 'failed'), lte(payouts.nextAttemptAt, sql`now()`)),
          and(
            eq(payouts.status, 'processing'),
            lt(payouts.updatedAt, staleClaim(claimTimeoutSeconds)),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updatePayout(
  db: DbOrTx,
  id: string,
  values: Partial<NewPayout>,
): Promise<void> {
  await db
    .update(payouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payouts.id, id));
}

/**
 * A failed or abandoned payout back to pending for an admin's retry, under its row lock, with a
 * fresh round of attempts; the row before, or undefined when it is in no such status (or unknown).
 */
export async function reopenPayout(
  db: DbOrTx,
  id: string,
  statuses: readonly PayoutRow['status'][],
): Promise<PayoutRow | undefined> {
  const [before] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!before || !statuses.includes(before.status)) return undefined;
  await updatePayout(db, id, { status: 'pending', attempts: 0, nextAttemptAt: null });
  return before;
}

/** Payouts an attempt is due for: failed ones whose wait is over, lost claims, and unstarted ones. */
export async function duePayoutIds(
  db: DbOrTx,
  claimTimeoutSeconds: number,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      or(
        and(eq(payouts.status, 'failed'), lte(payouts.nextAttemptAt, sql`now()`)),
        and(
          inArray(payouts.status, ['processing', 'pending']),
          lt(payouts.updatedAt, staleClaim(claimTimeoutSeconds)),
        ),
      ),
    )
    .orderBy(payouts.updatedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Who a payout goes to, for the provider's contact record. */
export async function findBeneficiary(db: DbOrTx, repairerId: string) {
  const [row] = await db
    .select({ id: repairers.id, name: repairers.fullname, phone: repairers.phone })
    .from(repairers)
    .where(eq(repairers.id, repairerId))
    .limit(1);
  return row!;
}

/**
 * The service payment and its payout of each of these jobs of this repairer, in one query
 * (the repairer's job list reads it for every finished job at once; another repairer's jobs
 * never match). Jobs without a service payment yet are absent.
 */
export async function payoutsOfJobs(
  db: DbOrTx,
  repairerId: string,
  serviceRequestIds: readonly string[],
) {
  if (serviceRequestIds.length === 0) return new Map<string, JobPayoutRow>();
  const rows = await db
    .select({
      serviceRequestId: payments.serviceRequestId,
      paymentStatus: payments.status,
      payout: {
        status: payouts.status,
        amountPaise: payouts.amountPaise,
        upiId: payouts.upiId,
        providerPayoutId: payouts.providerPayoutId,
        processedAt: payouts.processedAt,
        nextAttemptAt: payouts.nextAttemptAt,
      },
    })
    .from(payments)
    .leftJoin(payouts, eq(payouts.paymentId, payments.id))
    .where(
      and(
        eq(payments.repairerId, repairerId),
        eq(payments.kind, 'service'),
        inArray(payments.serviceRequestId, [...serviceRequestIds]),
      ),
    );
  return new Map(rows.map((r) => [r.serviceRequestId, r]));
}

export interface JobPayoutRow {
  serviceRequestId: string;
  paymentStatus: string;
  payout: {
    status: PayoutRow['status'];
    amountPaise: number;
    upiId: string;
    providerPayoutId: string | null;
    processedAt: Date | null;
    nextAttemptAt: Date | null;
  } | null;
}

/** How many payouts are in each status (metrics); statuses without a payout are left out. */
export async function countPayoutsByStatus(
  db: DbOrTx,
): Promise<{ status: PayoutRow['status']; count: number }[]> {
  return db
    .select({ status: payouts.status, count: sql<number>`count(*)::int` })
    .from(payouts)
    .groupBy(payouts.status);
}
