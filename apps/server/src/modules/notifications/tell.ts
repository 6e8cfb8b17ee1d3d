import {
  formatPaise,
  type NotificationTemplate,
  type NotificationType,
  type TextParams,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requestTitleColumns } from '../../db/request-title.ts';
import { repairers, serviceRequests, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { notificationIn, titleIn } from './locale-names.ts';
import { SMS_JOB } from './new-job-alerts.ts';
import type { Recipient } from './notifications.repo.ts';
import { notify } from './notify.ts';
import { smsText } from './sms-texts.ts';

/** The SMS a told person gets around the notification's text. */
type TellSms = 'problemUpdate' | 'accountUpdate' | 'reminder';

/**
 * Tells a person of something that matters enough for an SMS (a problem report and its
 * outcome, a verification decision): the in-app notification, and an SMS in their language
 * sent by the queue, both in the caller's transaction, so neither goes if it rolls back. With
 * a `serviceRequestId`, the notification links to the job and the SMS names it in the reader's
 * language.
 */
export async function tell(
  tx: DbOrTx,
  queue: JobQueue,
  recipient: Recipient,
  type: NotificationType,
  text: { template: NotificationTemplate; params: TextParams },
  { serviceRequestId, sms = 'problemUpdate' }: { serviceRequestId?: string; sms?: TellSms } = {},
): Promise<void> {
  await notify(tx, queue, recipient, type, text, serviceRequestId);
  const table = recipient.role === 'user' ? users : repairers;
  const [person] = await tx
    .select({ phone: table.phone, language: table.language })
    .from(table)
    .where(eq(table.id, recipient.id))
    .limit(1);
  if (!person) return;
  const [request] = serviceRequestId
    ? await tx
        .select(requestTitleColumns)
        .from(serviceRequests)
        .where(eq(serviceRequests.id, serviceRequestId))
        .limit(1)
    : [];
  if (serviceRequestId && !request) return;
  const { amountPaise } = text.params;
  const params: TextParams = {
    ...text.params,
    ...(request ? { title: titleIn(person.language, request) } : {}),
    ...(typeof amountPaise === 'number' ? { amount: formatPaise(amountPaise) } : {}),
  };
  const body = smsText(person.language, sms, {
    message: notificationIn(person.language, text.template, params),
    brand: recipient.role === 'repairer' ? 'GharSeva Partner' : 'GharSeva',
  });
  await queue.send(SMS_JOB, { to: person.phone, kind: 'alert', body }, { tx });
}
