import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { publish } from '../realtime/index.ts';
import { toNotification } from './notifications.view.ts';

/**
 * The queue job that carries one stored notification beyond the app (issue 24): by email when
 * the person's switch is on, by web push to their subscriptions. Sent in the notification's
 * own transaction, so it goes exactly when the notification exists.
 */
export const DELIVER_NOTIFICATION_JOB = 'deliver-notification';
export interface DeliverNotificationJob {
  notificationId: string;
}

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type Recipient = { role: 'user' | 'repairer'; id: string };

/**
 * Stores notifications, queues their live push to open sockets (sent when the transaction
 * commits) and their delivery by email and web push (a queue job each, in the same
 * transaction).
 */
export async function insertNotifications(
  db: DbOrTx,
  queue: JobQueue,
  rows: NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  const stored = await db.insert(notifications).values(rows).returning();
  for (const row of stored) {
    await publish(db, {
      type: 'notification',
      to: { role: row.recipientRole, id: row.recipientId },
      notification: toNotification(row),
    });
    const job: DeliverNotificationJob = { notificationId: row.id };
    await queue.send(DELIVER_NOTIFICATION_JOB, job, { tx: db });
  }
}

/** One stored notification, for its delivery job. */
export async function findNotification(
  db: DbOrTx,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
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

/** Whether the recipient has an unread notification of this type about this job. */
export async function hasUnread(
  db: DbOrTx,
  recipient: Recipient,
  type: NewNotification['type'],
  serviceRequestId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        ofRecipient(recipient),
        eq(notifications.type, type),
        eq(notifications.serviceRequestId, serviceRequestId),
        eq(notifications.read, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}
