import { PAID_PAYMENT_STATUSES, WORK_CONFIRMED_STATUSES } from '@gharseva/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, serviceRequestEvents, serviceRequests } from '../../db/schema/index.ts';

/** Transitions of the repairer's jobs into `status` between two instants. */
export async function countTransitions(
  db: DbOrTx,
  repairerId: string,
  status: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.repairerId, repairerId),
        gte(serviceRequestEvents.createdAt, from),
        lt(serviceRequestEvents.createdAt, to),
        eq(serviceRequestEvents.toStatus, status),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The stars of the reviews the repairer received from `from` on: their sum and number. */
export async function reviewStarsSince(db: DbOrTx, repairerId: string, from: Date) {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum((${serviceRequestEvents.data}->>'stars')::int), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.repairerId, repairerId),
        eq(serviceRequestEvents.kind, 'review_submitted'),
        gte(serviceRequestEvents.createdAt, from),
      ),
    );
  return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
}

/** The repairer's service payments the customer has paid. */
const paidForServices = (repairerId: string) =>
  and(
    eq(payments.repairerId, repairerId),
    eq(payments.kind, 'service'),
    inArray(payments.status, [...PAID_PAYMENT_STATUSES]),
  );

/** Paise paid for the repairer's service payments in each [starts[i], starts[i+1]). */
export async function earningsByMonth(db: DbOrTx, repairerId: string, starts: readonly Date[]) {
  const rows = await db
    .select({ paidAt: payments.paidAt, amountPaise: payments.amountPaise })
    .from(payments)
    .where(
      and(
        paidForServices(repairerId),
        gte(payments.paidAt, starts[0]!),
        lt(payments.paidAt, starts[starts.length - 1]!),
      ),
    );
  return starts
    .slice(0, -1)
    .map((from, k) =>
      rows
        .filter((r) => r.paidAt! >= from && r.paidAt! < starts[k + 1]!)
        .reduce((sum, r) => sum + r.amountPaise, 0),
    );
}

/** All paise ever paid to the repairer for services. */
export async function totalEarnings(db: DbOrTx, repairerId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
    .from(payments)
    .where(paidForServices(repairerId));
  return Number(row?.sum ?? 0);
}

/** The repairer's finished jobs by main category, most first. */
export async function doneJobsByService(db: DbOrTx, repairerId: string, limit = 5) {
  const n = sql<number>`count(*)::int`;
  const rows = await db
    .select({ serviceType: serviceRequests.serviceType, count: n })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.repairerId, repairerId),
        inArray(serviceRequests.status, [...WORK_CONFIRMED_STATUSES]),
      ),
    )
    .groupBy(serviceRequests.serviceType)
    .orderBy(desc(n), serviceRequests.serviceType)
    .limit(limit);
  return rows.map((r) => ({ _id: r.serviceType, count: Number(r.count) }));
}

/**
 * The repairer's latest events moving a job to one of `statuses`; filtered
 * here so that profile saves and reviews cannot crowd the job steps out.
 */
export async function latestRepairerEvents(
  db: DbOrTx,
  repairerId: string,
  statuses: readonly string[],
  limit = 10,
) {
  return db
    .select()
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.repairerId, repairerId),
        inArray(serviceRequestEvents.toStatus, [...statuses]),
      ),
    )
    .orderBy(desc(serviceRequestEvents.createdAt))
    .limit(limit);
}
