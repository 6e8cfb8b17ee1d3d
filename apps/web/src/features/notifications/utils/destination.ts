import type { NotificationTemplate, TNotification } from '@gharseva/domain';
import { paths, type SignupRole } from '../../../config/paths';
import { requestAnchor } from '../../../hooks/use-hash-target';

type Destination = (n: TNotification) => string | null;

/** A page of jobs, at the card of the notification's job when it names one. */
const jobCard =
  (page: string): Destination =>
  (n) =>
    n.serviceRequestId ? `${page}#${requestAnchor(n.serviceRequestId)}` : page;

const conversationId = (n: TNotification): string | null =>
  typeof n.params.conversationId === 'string' && n.params.conversationId
    ? n.params.conversationId
    : null;

/**
 * Where each notification leads, per template and per role that receives it (DESIGN.md section
 * 11, "Notifications"): the one place that knows. A template missing here fails the typecheck,
 * and `destination.test.ts` checks each template of NOTIFICATION_TEMPLATES leads somewhere for
 * every role that receives it.
 */
export const NOTIFICATION_DESTINATIONS: Record<
  NotificationTemplate,
  Partial<Record<SignupRole, Destination>>
> = {
  // The customer: the job's card, where the quote, the code and the payment are acted on.
  jobAccepted: { user: jobCard(paths.user.inProgress) },
  jobInProgress: { user: jobCard(paths.user.inProgress) },
  quoteProvided: { user: jobCard(paths.user.inProgress) },
  completionCodeSent: { user: jobCard(paths.user.inProgress) },
  // The job is done: its review (the page says so if it is already reviewed).
  serviceCompleted: {
    user: (n) =>
      n.serviceRequestId ? paths.review(n.serviceRequestId) : paths.user.completedServices,
  },
  // Both sides: the conversation itself (older notifications without its id: the job's chat).
  newMessage: {
    user: (n) => {
      const id = conversationId(n);
      if (id) return paths.user.conversation(id);
      return n.serviceRequestId ? paths.user.chat(n.serviceRequestId) : paths.user.messages;
    },
    repairer: (n) => {
      const id = conversationId(n);
      return id ? paths.repairer.conversation(id) : paths.repairer.messages;
    },
  },
  // The repairer: a new job on the dashboard's board; his own jobs on Assigned Jobs.
  newJobForYou: { repairer: jobCard(paths.repairer.dashboard) },
  newJobNear: { repairer: jobCard(paths.repairer.dashboard) },
  jobCancelled: { repairer: jobCard(paths.repairer.inProgress) },
  quoteAccepted: { repairer: jobCard(paths.repairer.inProgress) },
  quoteRejected: { repairer: jobCard(paths.repairer.inProgress) },
  jobConfirmed: { repairer: jobCard(paths.repairer.inProgress) },
  paymentReceived: { repairer: jobCard(paths.repairer.inProgress) },
  ratingReceived: { repairer: jobCard(paths.repairer.inProgress) },
  // The repairer's verification: the dashboard, which says where his account stands.
  verificationApproved: { repairer: () => paths.repairer.dashboard },
  verificationRejected: { repairer: () => paths.repairer.dashboard },
  verificationSuspended: { repairer: () => paths.repairer.dashboard },
  verificationReinstated: { repairer: () => paths.repairer.dashboard },
  // The customer's job back on the board: its card, waiting again.
  jobReturnedToBoard: { user: jobCard(paths.user.inProgress) },
  // A problem report and its outcome: the job's card on each side's list (issue 23).
  issueReported: { repairer: jobCard(paths.repairer.inProgress) },
  issueRefundCustomer: { user: jobCard(paths.user.completedServices) },
  issueRefundRepairer: { repairer: jobCard(paths.repairer.inProgress) },
  issueRedoCustomer: { user: jobCard(paths.user.inProgress) },
  issueRedoRepairer: { repairer: jobCard(paths.repairer.inProgress) },
  issueRejectedCustomer: { user: jobCard(paths.user.completedServices) },
  issueRejectedRepairer: { repairer: jobCard(paths.repairer.inProgress) },
  refundProcessed: { user: jobCard(paths.user.completedServices) },
  // A visit's reminders (issue 24): the job's card on each side's list.
  visitReminderEvening: {
    user: jobCard(paths.user.inProgress),
    repairer: jobCard(paths.repairer.inProgress),
  },
  visitReminderSoon: {
    user: jobCard(paths.user.inProgress),
    repairer: jobCard(paths.repairer.inProgress),
  },
  // A moved visit (issue 24): the job's card, where the new date is answered or shown.
  rescheduleProposed: { repairer: jobCard(paths.repairer.inProgress) },
  rescheduleWithdrawn: { repairer: jobCard(paths.repairer.inProgress) },
  rescheduleAccepted: { user: jobCard(paths.user.inProgress) },
  rescheduleDeclined: { user: jobCard(paths.user.inProgress) },
  // A request sent to him alone, still waiting: on his dashboard's board.
  visitMoved: { repairer: jobCard(paths.repairer.dashboard) },
  // The customer's captured payment: the paid job on Completed Services, its receipt there.
  paymentCaptured: { user: jobCard(paths.user.completedServices) },
};

const isTemplate = (key: string | null): key is NotificationTemplate =>
  key !== null && Object.hasOwn(NOTIFICATION_DESTINATIONS, key);

/**
 * The page a notification opens for this reader, or null when it is about nothing to open. One
 * with no known template (written before templates) still opens its job's card.
 */
export function notificationDestination(n: TNotification, role: SignupRole): string | null {
  if (isTemplate(n.template)) return NOTIFICATION_DESTINATIONS[n.template][role]?.(n) ?? null;
  return n.serviceRequestId ? jobCard(paths[role].inProgress)(n) : null;
}
