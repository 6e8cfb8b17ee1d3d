import type { NotificationTemplate, TextParams } from '@gharseva/domain';

type Role = 'user' | 'repairer';
interface Linked {
  template: string | null;
  params: TextParams;
  serviceRequestId: string | null;
}

/** The anchor of a job's card on a list page, as the web app's `requestAnchor` writes it. */
const card = (page: string) => (n: Linked) =>
  n.serviceRequestId ? `${page}#request-${encodeURIComponent(n.serviceRequestId)}` : page;
const conversation = (role: Role) => (n: Linked) =>
  typeof n.params.conversationId === 'string' && n.params.conversationId
    ? `/${role}/messages/${encodeURIComponent(n.params.conversationId)}`
    : `/${role}/messages`;

/**
 * Where a notification email's button leads, for the pages that are not the job's card on
 * the reader's in-progress list (the web app's `NOTIFICATION_DESTINATIONS` decides the same
 * in the app; a template not named here opens that card, or the reader's notifications).
 */
const LINKS: Partial<Record<NotificationTemplate, Partial<Record<Role, (n: Linked) => string>>>> = {
  serviceCompleted: {
    user: (n) =>
      n.serviceRequestId
        ? `/review/${encodeURIComponent(n.serviceRequestId)}`
        : '/user/completed-services',
  },
  newMessage: { user: conversation('user'), repairer: conversation('repairer') },
  newJobForYou: { repairer: card('/repairer/dashboard') },
  newJobNear: { repairer: card('/repairer/dashboard') },
  verificationApproved: { repairer: () => '/repairer/dashboard' },
  verificationRejected: { repairer: () => '/repairer/dashboard' },
  verificationSuspended: { repairer: () => '/repairer/dashboard' },
  verificationReinstated: { repairer: () => '/repairer/dashboard' },
  issueRefundCustomer: { user: card('/user/completed-services') },
  issueRejectedCustomer: { user: card('/user/completed-services') },
  refundProcessed: { user: card('/user/completed-services') },
  paymentCaptured: { user: card('/user/completed-services') },
};

/** The page of the app a notification's email links to, as an absolute address. */
export function notificationLink(base: string, role: Role, n: Linked): string {
  const known = n.template ? LINKS[n.template as NotificationTemplate]?.[role] : undefined;
  const path =
    known?.(n) ?? (n.serviceRequestId ? card(`/${role}/inprogress`)(n) : `/${role}/notifications`);
  return new URL(path, base).toString();
}
