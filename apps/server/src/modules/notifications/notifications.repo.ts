import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type Recipient = { role: 'user' | 'repairer'; id: string };

export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

const ofRecipient = (r: Recipient) =>
  and(eq(notifications.recipientRole, r.role), eq(notifications.recipientId, r.id));

export async function listNotifications(
  db: DbOrTx,
  recipient: Recipient,
  limit = 50,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofRecipient(recipient))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ofRecipient(recipient), eq(notifications.read, false)));
  return Number(row?.n ?? 0);
}

/** Marks one of the recipient's notifications read; false when it is not theirs. */
export async function markRead(db: DbOrTx, recipient: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), ofRecipient(recipient)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}
