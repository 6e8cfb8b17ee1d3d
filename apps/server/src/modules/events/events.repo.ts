import type { DbOrTx } from '../../db/client.ts';
import { serviceRequestEvents } from '../../db/schema/index.ts';

export type NewEvent = typeof serviceRequestEvents.$inferInsert;

/** Appends one row to the event log (inside the caller's transaction when given one). */
export async function recordEvent(db: DbOrTx, event: NewEvent): Promise<void> {
  await db.insert(serviceRequestEvents).values(event);
}
