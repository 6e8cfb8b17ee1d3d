import {
  formatPaise,
  type NotificationTemplate,
  type NotificationType,
  type PushPayload,
  type TextParams,
  type TitleSource,
} from '@gharseva/domain';
import {
  notificationIn,
  titleIn,
  type NotificationRow,
  type Recipient,
} from '../notifications/index.ts';

/**
 * The notifications that reach a person's devices by web push (decision 056): a repairer hears
 * of new jobs, chat messages, his jobs' updates (a visit reminder or a new date asked, a quote
 * answered, a problem report), cancellations and payments; a customer of their job's steps
 * (accepted, quoted, started, the completion code and other updates, cancelled) and chat
 * messages. Only ratings stay in the app.
 */
export const PUSHED_TYPES: Record<Recipient['role'], ReadonlySet<NotificationType>> = {
  repairer: new Set([
    'new_job_request',
    'new_message',
    'system_update',
    'job_cancelled',
    'payment_received',
  ]),
  user: new Set([
    'job_accepted',
    'quote_provided',
    'job_in_progress',
    'system_update',
    'job_cancelled',
    'new_message',
  ]),
};

/** How long a push service keeps a push for a device that is off, and how urgent it is. */
export function pushOptions(type: NotificationType) {
  if (type === 'new_job_request') return { ttl: 15 * 60, urgency: 'high' as const };
  if (type === 'new_message') return { ttl: 60 * 60, urgency: 'high' as const };
  return { ttl: 24 * 60 * 60, urgency: 'normal' as const };
}

/** The app's name at the top of a push: the customer's app or the repairer's. */
const BRAND: Record<Recipient['role'], string> = {
  user: 'GharSeva',
  repairer: 'GharSeva Partner',
};

const anchor = (id: string) => `#request-${encodeURIComponent(id)}`;

/**
 * The page a push opens: the same places the web app's notification list leads to
 * (apps/web/src/features/notifications/utils/destination.ts).
 */
export function pushUrl(n: NotificationRow): string {
  const role = n.recipientRole;
  const job = n.serviceRequestId;
  const conversationId =
    typeof n.params.conversationId === 'string' ? n.params.conversationId : undefined;
  switch (n.template) {
    case 'newMessage':
      if (conversationId) return `/${role}/messages/${encodeURIComponent(conversationId)}`;
      return role === 'user' && job ? `/user/chat/${encodeURIComponent(job)}` : `/${role}/messages`;
    case 'newJobNear':
    case 'newJobForYou':
      return job ? `/repairer/dashboard${anchor(job)}` : '/repairer/dashboard';
    case 'serviceCompleted':
      return job ? `/review/${encodeURIComponent(job)}` : '/user/completed-services';
    case 'issueRefundCustomer':
    case 'issueRejectedCustomer':
    case 'refundProcessed':
      return `/user/completed-services${job ? anchor(job) : ''}`;
    default:
      return job ? `/${role}/inprogress${anchor(job)}` : `/${role}/dashboard`;
  }
}

/**
 * A notification as its push: its sentence in the reader's language (the job's title in that
 * language too, money formatted), the page to open, and a tag per job or chat, so a newer push
 * about it replaces the one before on the device.
 */
export function pushPayload(
  n: NotificationRow,
  language: string,
  request: TitleSource | undefined,
): PushPayload {
  const { amountPaise } = n.params;
  const params: TextParams = {
    ...n.params,
    ...(request ? { title: titleIn(language, request) } : {}),
    ...(typeof amountPaise === 'number' ? { amount: formatPaise(amountPaise) } : {}),
  };
  const body = n.template
    ? notificationIn(language, n.template as NotificationTemplate, params)
    : n.message;
  const conversationId = n.params.conversationId;
  const tag =
    n.type === 'new_message' && typeof conversationId === 'string'
      ? `chat-${conversationId}`
      : n.serviceRequestId
        ? `job-${n.serviceRequestId}`
        : `notification-${n.id}`;
  return { title: BRAND[n.recipientRole], body, url: pushUrl(n), tag };
}
