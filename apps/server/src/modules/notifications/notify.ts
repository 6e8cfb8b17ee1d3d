import type { NotificationType } from '@gharseva/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertNotifications, type Recipient } from './notifications.repo.ts';

/**
 * Records an in-app notification (inside the caller's transaction when given
 * one). Live push is the realtime work's; it reads the same rows.
 */
export async function notify(
  db: DbOrTx,
  recipient: Recipient,
  type: NotificationType,
  message: string,
  serviceRequestId: string | null = null,
): Promise<void> {
  await insertNotifications(db, [
    { recipientRole: recipient.role, recipientId: recipient.id, type, message, serviceRequestId },
  ]);
}
