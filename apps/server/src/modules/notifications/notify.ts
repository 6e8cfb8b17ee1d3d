import {
  NOTIFICATION_TEMPLATES,
  renderText,
  type NotificationTemplate,
  type NotificationType,
  type TextParams,
} from '@gharseva/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertNotifications, type Recipient } from './notifications.repo.ts';

/**
 * Records an in-app notification (inside the caller's transaction when given one), with its
 * English text and its template and parameters, so each client shows it in its own language;
 * the live push goes when the transaction commits.
 */
export async function notify(
  db: DbOrTx,
  recipient: Recipient,
  type: NotificationType,
  text: { template: NotificationTemplate; params: TextParams },
  serviceRequestId: string | null = null,
): Promise<void> {
  await insertNotifications(db, [
    {
      recipientRole: recipient.role,
      recipientId: recipient.id,
      type,
      message: renderText(NOTIFICATION_TEMPLATES, text.template, text.params).slice(0, 500),
      template: text.template,
      params: text.params,
      serviceRequestId,
    },
  ]);
}
