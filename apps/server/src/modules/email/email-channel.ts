import { formatPaise, type NotificationTemplate, type TextParams } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { requestTitleColumns } from '../../db/request-title.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import type { MailAttachment } from '../../providers/mail/mail.ts';
import {
  findNotification,
  notificationIn,
  titleIn,
  type NotificationChannel,
} from '../notifications/index.ts';
import type { ReceiptsService } from '../receipts/index.ts';
import { notificationLink } from './email-links.ts';
import { notificationEmail } from './email-render.ts';
import { findEmailAccount } from './email.repo.ts';

/** The queue job that mails one notification (issue 24). */
export const DELIVER_EMAIL_JOB = 'deliver-email';

/** Notifications whose email carries the payment's receipt PDF. */
const WITH_RECEIPT = new Set<string>(['paymentCaptured'] satisfies NotificationTemplate[]);

/**
 * Email as a notification channel: the notification mailed to its recipient when they have a
 * confirmed address and their switch on, in their language, with a link to its page and, for
 * a captured payment, the receipt. Everything that can fail is done before the send, which is
 * the job's last step, so a retried job sends only if the send itself failed (decision 055).
 */
export function createEmailChannel(
  deps: AppDeps,
  { receipts }: { receipts: ReceiptsService },
): NotificationChannel {
  const { db } = deps.database;
  const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;

  async function deliver(notificationId: string, log: FastifyBaseLogger): Promise<void> {
    const n = await findNotification(db, notificationId);
    if (!n) return;
    const recipient = { role: n.recipientRole, id: n.recipientId };
    const person = await findEmailAccount(db, recipient);
    if (!person?.email || !person.emailVerifiedAt || !person.emailNotifications) return;

    const language = person.language;
    const params: TextParams = { ...n.params };
    const [request] = n.serviceRequestId
      ? await db
          .select(requestTitleColumns)
          .from(serviceRequests)
          .where(eq(serviceRequests.id, n.serviceRequestId))
          .limit(1)
      : [];
    if (request && typeof params.title === 'string') params.title = titleIn(language, request);
    if (typeof params.amountPaise === 'number') params.amount = formatPaise(params.amountPaise);
    const message = n.template
      ? notificationIn(language, n.template as NotificationTemplate, params)
      : n.message;

    const attachments: MailAttachment[] = [];
    if (n.template && WITH_RECEIPT.has(n.template) && typeof params.paymentId === 'string') {
      const receipt = await receipts.receipt(n.recipientId, params.paymentId);
      attachments.push({
        filename: receipt.filename,
        content: receipt.pdf,
        contentType: 'application/pdf',
      });
    }
    const rendered = notificationEmail({
      language,
      name: person.fullname,
      message,
      link: notificationLink(base, recipient.role, {
        template: n.template,
        params,
        serviceRequestId: n.serviceRequestId,
      }),
      receiptAttached: attachments.length > 0,
    });
    await deps.mail.send({
      to: person.email,
      kind: 'notification',
      ...rendered,
      ...(attachments.length ? { attachments } : {}),
    });
    log.info({ notificationId, channel: 'email' }, 'notification emailed');
  }

  return {
    job: DELIVER_EMAIL_JOB,
    definition: {
      retryLimit: 5,
      retryDelaySeconds: 30,
      // Beyond the SMTP timeout, so a slow send is not taken for lost and sent twice.
      expireInSeconds: 120,
      handler: async ({ notificationId }, job) => deliver(notificationId, job.log),
    },
  };
}
