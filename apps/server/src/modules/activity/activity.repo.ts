import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serviceRequestEvents, serviceRequests } from '../../db/schema/index.ts';

/** What a request's default title is made of (see `requestTitleParts`). */
export interface RequestParts {
  serviceType: string;
  category: string | null;
  issue: string | null;
}

/** An event, with its request's catalogue parts when they were looked up. */
export type EventRow = typeof serviceRequestEvents.$inferSelect & { request?: RequestParts };

export async function latestUserEvents(
  db: DbOrTx,
  userId: string,
  limit = 15,
): Promise<EventRow[]> {
  return db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.userId, userId))
    .orderBy(desc(serviceRequestEvents.createdAt))
    .limit(limit);
}

/**
 * The events with their requests' catalogue parts, so an activity line names an app-made
 * title by its parts and each client reads it in its own language.
 */
export async function withRequestParts<E extends EventRow>(db: DbOrTx, events: E[]): Promise<E[]> {
  const ids = [
    ...new Set(events.map((e) => e.serviceRequestId).filter((id): id is string => id !== null)),
  ];
  if (ids.length === 0) return events;
  const rows = await db
    .select({
      id: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      category: serviceRequests.category,
      issue: serviceRequests.issue,
    })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, ids));
  const byId = new Map(rows.map(({ id, ...parts }) => [id, parts]));
  return events.map((e) => {
    const request = e.serviceRequestId ? byId.get(e.serviceRequestId) : undefined;
    return request ? { ...e, request } : e;
  });
}
