import {
  NOTIFICATION_TEMPLATES,
  renderText,
  titleParams,
  type NotificationTemplate,
  type NotificationType,
  type TextParams,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { insertNotifications, type Recipient } from './notifications.repo.ts';

/**
 * Records an in-app notification (inside the caller's transaction when given one), with its
 * English text and its template and parameters, so each client shows it in its own language;
 * the live push goes when the transaction commits, and the email and web push by the queue. A text naming its request's title also
 * carries the title's catalogue parts (`titleIssue`/`titleCategory` or `titleService`), so
 * an app-made title reads in the reader's language too.
 */
export async function notify(
  db: DbOrTx,
  queue: JobQueue,
  recipient: Recipient,
  type: NotificationType,
  text: { template: NotificationTemplate; params: TextParams },
  serviceRequestId: string | null = null,
): Promise<void> {
  const params = await withTitleParts(db, text.params, serviceRequestId);
  await insertNotifications(db, queue, [
    {
      recipientRole: recipient.role,
      recipientId: recipient.id,
      type,
      message: renderText(NOTIFICATION_TEMPLATES, text.template, params).slice(0, 500),
      template: text.template,
      params,
      serviceRequestId,
    },
  ]);
}

/** The parameters with the title's catalogue parts added, when they name the request's title. */
async function withTitleParts(
  db: DbOrTx,
  params: TextParams,
  serviceRequestId: string | null,
): Promise<TextParams> {
  if (typeof params.title !== 'string' || !serviceRequestId) return params;
  const [request] = await db
    .select({
      serviceType: serviceRequests.serviceType,
      category: serviceRequests.category,
      issue: serviceRequests.issue,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return request ? { ...params, ...titleParams({ ...request, title: params.title }) } : params;
}
