import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serviceRequestEvents } from '../../db/schema/index.ts';

export type EventRow = typeof serviceRequestEvents.$inferSelect;

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
