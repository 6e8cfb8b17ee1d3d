import { and, desc, eq, gte, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, payouts, refunds, repairers, serviceRequests } from '../../db/schema/index.ts';

type PayoutStatus = (typeof payouts.$inferSelect)['status'];

/** Payouts in these statuses (or this one payout), most recently changed first, with who and what. */
export async function listPayouts(
  db: DbOrTx,
  filter: { statuses: readonly PayoutStatus[] } | { id: string },
  limit = 200,
) {
  return db
    .select({
      payout: {
        id: payouts.id,
        status: payouts.status,
        grossPaise: payouts.grossPaise,
        platformFeePaise: payouts.platformFeePaise,
        refundedPaise: payouts.refundedPaise,
        recoveredPaise: payouts.recoveredPaise,
        amountPaise: payouts.amountPaise,
        attempts: payouts.attempts,
        lastError: payouts.lastError,
        nextAttemptAt: payouts.nextAttemptAt,
        processedAt: payouts.processedAt,
        updatedAt: payouts.updatedAt,
      },
      repairer: { id: repairers.id, fullname: repairers.fullname },
      job: { id: serviceRequests.id, title: serviceRequests.title },
    })
    .from(payouts)
    .innerJoin(repairers, eq(repairers.id, payouts.repairerId))
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(
      'id' in filter ? eq(payouts.id, filter.id) : inArray(payouts.status, [...filter.statuses]),
    )
    .orderBy(desc(payouts.updatedAt), desc(payouts.id))
    .limit(limit);
}

export type ConsolePayoutRow = Awaited<ReturnType<typeof listPayouts>>[number];

/** The day in India (UTC+05:30 all year) of a timestamp, as YYYY-MM-DD. */
const dayInIndia = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Requests created since `since`, counted per day of India and current status. */
export async function requestsPerDay(db: DbOrTx, since: Date) {
  const day = dayInIndia(serviceRequests.createdAt);
  return db
    .select({ day, status: serviceRequests.status, count: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(gte(serviceRequests.createdAt, since))
    .groupBy(day, serviceRequests.status);
}

/** Payments captured since `since`, summed per day of India. */
export async function capturedPerDay(db: DbOrTx, since: Date) {
  const day = dayInIndia(payments.paidAt);
  return db
    .select({ day, paise: sql<number>`sum(${payments.amountPaise})::int` })
    .from(payments)
    .where(and(isNotNull(payments.paidAt), gte(payments.paidAt, since)))
    .groupBy(day);
}

/** Refunds the gateway processed since `since`, summed per day of India. */
export async function refundedPerDay(db: DbOrTx, since: Date) {
  const day = dayInIndia(refunds.processedAt);
  return db
    .select({ day, paise: sql<number>`sum(${refunds.amountPaise})::int` })
    .from(refunds)
    .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, since)))
    .groupBy(day);
}

/** Payouts processed since `since`, summed per day of India. */
export async function paidOutPerDay(db: DbOrTx, since: Date) {
  const day = dayInIndia(payouts.processedAt);
  return db
    .select({ day, paise: sql<number>`sum(${payouts.amountPaise})::int` })
    .from(payouts)
    .where(and(eq(payouts.status, 'processed'), gte(payouts.processedAt, since)))
    .groupBy(day);
}
