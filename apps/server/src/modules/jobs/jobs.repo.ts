import {
  ACTIVE_JOB_STATUSES,
  ASSIGNED_LIST_STATUSES,
  SLOT_HOURS,
  TIME_SLOTS,
} from '@gharseva/domain';
import { and, asc, between, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { repairerServices, repairers, serviceRequests } from '../../db/schema/index.ts';
import { boundingBox, haversineSql } from '../geo/index.ts';
import { selectWithPeople, type RequestWithPeople } from '../requests/index.ts';

export type RepairerRow = typeof repairers.$inferSelect;

/** The hour (India time) a slot column's slot starts, from SLOT_HOURS: the board's order. */
function slotStartSql(column: AnyPgColumn): SQL {
  const cases = TIME_SLOTS.map(
    (slot) => sql`WHEN ${slot} THEN ${sql.raw(String(SLOT_HOURS[slot].start))}`,
  );
  return sql`CASE ${column} ${sql.join(cases, sql` `)} END`;
}

/** The repairer and the search categories they offer. */
export async function findRepairerWithServices(db: DbOrTx, repairerId: string) {
  const [row] = await db.select().from(repairers).where(eq(repairers.id, repairerId)).limit(1);
  if (!row) return undefined;
  const services = await db
    .select({ name: repairerServices.name })
    .from(repairerServices)
    .where(eq(repairerServices.repairerId, repairerId));
  return { ...row, categories: services.map((s) => s.name) };
}

/**
 * Requests still waiting for a repairer that this repairer may take: open
 * ones and ones sent to them, of the given main categories, within `radiusKm`
 * of their point; soonest visit first (date, then the slot's start hour, then newest; issue
 * 24). The partial index on requested rows' points keeps it to the open jobs of the area.
 */
export async function findOpenRequestsNear(
  db: DbOrTx,
  input: {
    repairerId: string;
    point: { latitude: number; longitude: number };
    radiusKm: number;
    mainCategories: readonly string[];
    limit?: number;
  },
) {
  if (input.mainCategories.length === 0) return [];
  const box = boundingBox(input.point, input.radiusKm);
  const distance = haversineSql(serviceRequests.latitude, serviceRequests.longitude, input.point);
  return db
    .select({ request: serviceRequests, distanceKm: distance })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.status, 'requested'),
        between(serviceRequests.latitude, box.minLat, box.maxLat),
        between(serviceRequests.longitude, box.minLng, box.maxLng),
        or(
          and(isNull(serviceRequests.repairerId), eq(serviceRequests.targeted, false)),
          eq(serviceRequests.repairerId, input.repairerId),
        ),
        inArray(serviceRequests.serviceType, [...input.mainCategories]),
        sql`${distance} <= ${input.radiusKm}`,
      ),
    )
    .orderBy(
      asc(serviceRequests.preferredDate),
      slotStartSql(serviceRequests.preferredTime),
      desc(serviceRequests.createdAt),
    )
    .limit(input.limit ?? 100);
}

/**
 * Jobs assigned to the repairer (anything past 'requested'), newest assignment first; a job
 * the customer cancelled leaves the list (decision 036: he is notified instead).
 */
export async function listAssignedJobs(
  db: DbOrTx,
  repairerId: string,
  limit = 200,
): Promise<RequestWithPeople[]> {
  return selectWithPeople(
    db,
    and(
      eq(serviceRequests.repairerId, repairerId),
      inArray(serviceRequests.status, ASSIGNED_LIST_STATUSES),
    ),
  )
    .orderBy(desc(serviceRequests.assignedAt))
    .limit(limit);
}

/** One job assigned to this repairer, or undefined (another's job reads as unknown). */
export async function findAssignedJob(
  db: DbOrTx,
  repairerId: string,
  id: string,
): Promise<RequestWithPeople | undefined> {
  const [row] = await selectWithPeople(
    db,
    and(
      eq(serviceRequests.id, id),
      eq(serviceRequests.repairerId, repairerId),
      ne(serviceRequests.status, 'requested'),
    ),
  ).limit(1);
  return row;
}

/** Locks the repairer's row for the rest of the transaction (serialises their accepts). */
export async function lockRepairer(tx: DbOrTx, repairerId: string): Promise<void> {
  await tx
    .select({ id: repairers.id })
    .from(repairers)
    .where(eq(repairers.id, repairerId))
    .for('update');
}

export async function countActiveJobs(db: DbOrTx, repairerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.repairerId, repairerId),
        inArray(serviceRequests.status, [...ACTIVE_JOB_STATUSES]),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findRequestById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  return row;
}
