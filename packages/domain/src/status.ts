import type { Role } from './constants.ts';

/** Service-request statuses (SPEC.md section 4). */
export const REQUEST_STATUSES = [
  'requested',
  'pending_quote',
  'quoted',
  'accepted',
  'rejected',
  'in_progress',
  'pending_otp',
  'pending_payment',
  'customer_paid',
  'completed',
  'cancelled',
  'closed_rejected',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Actions that move a request (DESIGN.md section 3). */
export const REQUEST_ACTIONS = [
  'cancel',
  'accept_request_for_quote',
  'quote',
  'accept_quote',
  'reject_quote',
  'pay_rejection_fee',
  'start_work',
  'send_completion_otp',
  'verify_completion_otp',
  'pay_service',
  'mark_complete',
  'redo',
  'confirm_redo',
  'return_to_board',
  'cancel_after_declined_reschedule',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

interface Transition {
  readonly from: readonly RequestStatus[];
  readonly to: RequestStatus;
  readonly actor: Role | 'system';
}

/** The one transition table; the server refuses anything else with INVALID_STATUS_TRANSITION. */
export const TRANSITIONS = {
  // Free of charge until the customer answers a quote (DESIGN.md section 12); the repairer
  // who holds the job is notified.
  cancel: { from: ['requested', 'pending_quote', 'quoted'], to: 'cancelled', actor: 'user' },
  accept_request_for_quote: { from: ['requested'], to: 'pending_quote', actor: 'repairer' },
  quote: { from: ['pending_quote', 'quoted'], to: 'quoted', actor: 'repairer' },
  accept_quote: { from: ['quoted'], to: 'accepted', actor: 'user' },
  reject_quote: { from: ['quoted'], to: 'rejected', actor: 'user' },
  pay_rejection_fee: { from: ['rejected'], to: 'closed_rejected', actor: 'system' },
  start_work: { from: ['accepted'], to: 'in_progress', actor: 'repairer' },
  // Only once work has started (decision 037): never straight from accepted.
  send_completion_otp: {
    from: ['in_progress', 'pending_otp'],
    to: 'pending_otp',
    actor: 'repairer',
  },
  verify_completion_otp: { from: ['pending_otp'], to: 'pending_payment', actor: 'user' },
  pay_service: { from: ['pending_payment'], to: 'customer_paid', actor: 'system' },
  mark_complete: { from: ['customer_paid'], to: 'completed', actor: 'admin' },
  // An admin's decision on a problem report (DESIGN.md section 12): the same repairer goes back
  // and the customer confirms the redone work with a new completion code; the payment stays
  // captured, so the confirmed redo returns to customer_paid rather than pending_payment.
  redo: { from: ['customer_paid', 'completed'], to: 'in_progress', actor: 'admin' },
  confirm_redo: { from: ['pending_otp'], to: 'customer_paid', actor: 'user' },
  // A suspended repairer's jobs that the customer has not yet confirmed with the completion
  // code go back to the open-jobs board, unassigned (DESIGN.md section 12); a request sent to
  // him alone and still waiting is opened to every repairer.
  return_to_board: {
    from: ['requested', 'pending_quote', 'quoted', 'accepted', 'in_progress', 'pending_otp'],
    to: 'requested',
    actor: 'admin',
  },
  // The repairer declined the customer's new date (issue 24): the customer may still withdraw,
  // free of charge, after accepting the quote. The service allows it only when the request's
  // latest reschedule proposal was declined.
  cancel_after_declined_reschedule: { from: ['accepted'], to: 'cancelled', actor: 'user' },
} as const satisfies Record<RequestAction, Transition>;

/** The status an action leads to from `from`, or null when the table does not allow it. */
export function nextStatus(from: RequestStatus, action: RequestAction): RequestStatus | null {
  const t: Transition = TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

export function canTransition(from: RequestStatus, action: RequestAction): boolean {
  return nextStatus(from, action) !== null;
}

/**
 * Statuses in which the customer may move the visit (DESIGN.md section 12: until work starts).
 * With no repairer holding the job (requested) the new date applies at once; after, the
 * repairer accepts or declines it.
 */
export const RESCHEDULE_STATUSES = [
  'requested',
  'pending_quote',
  'quoted',
  'accepted',
] as const satisfies readonly RequestStatus[];

/** Statuses that count toward MAX_ACTIVE_JOBS (DESIGN.md section 9). */
export const ACTIVE_JOB_STATUSES = [
  'pending_quote',
  'quoted',
  'accepted',
  'in_progress',
  'pending_otp',
] as const satisfies readonly RequestStatus[];

/**
 * Statuses at which the job is the repairer's to do, so he sees the customer's street address,
 * map point, phone, email and contact (decision 033): from accepting it until the customer pays.
 * Before (a waiting job) he sees the area only; after (rejected, paid, completed, closed,
 * cancelled) the details are hidden again.
 */
export const CUSTOMER_DETAILS_STATUSES = [
  ...ACTIVE_JOB_STATUSES,
  'pending_payment',
] as const satisfies readonly RequestStatus[];

/** Statuses at which the job's conversation closes. */
export const CHAT_CLOSING_STATUSES = [
  'completed',
  'cancelled',
  'rejected',
  'closed_rejected',
] as const satisfies readonly RequestStatus[];

export const TERMINAL_STATUSES = [
  'completed',
  'cancelled',
  'closed_rejected',
] as const satisfies readonly RequestStatus[];

/**
 * Requests on the customer's In Progress page (DESIGN.md section 10, "Ways back"): waiting for
 * a repairer, under way, or with a payment or rejection fee still to pay.
 */
export const IN_PROGRESS_STATUSES = [
  'requested',
  'pending_quote',
  'quoted',
  'accepted',
  'in_progress',
  'pending_otp',
  'pending_payment',
  'rejected',
] as const satisfies readonly RequestStatus[];

/** Requests on the customer's Completed Services page: paid, completed, or closed after the fee. */
export const COMPLETED_STATUSES = [
  'customer_paid',
  'completed',
  'closed_rejected',
] as const satisfies readonly RequestStatus[];

/** Paid by the customer (then completed by an admin): the admin's paid services, reviewable. */
export const PAID_STATUSES = [
  'customer_paid',
  'completed',
] as const satisfies readonly RequestStatus[];

/** Work the customer has confirmed with the code: the repairer's done jobs, his money on its way. */
export const WORK_CONFIRMED_STATUSES = [
  'pending_payment',
  ...PAID_STATUSES,
] as const satisfies readonly RequestStatus[];

/** Statuses in which the customer has accepted the repairer's quote. */
export const QUOTE_ACCEPTED_STATUSES = [
  'accepted',
  'in_progress',
  'pending_otp',
  ...WORK_CONFIRMED_STATUSES,
] as const satisfies readonly RequestStatus[];

/** Whether `status` is one of `group` (the groups' literal types made plain for `includes`). */
export function inStatusGroup(group: readonly RequestStatus[], status: RequestStatus): boolean {
  return group.includes(status);
}

/**
 * A repairer's assigned list: every job he has taken, whatever became of it, except those the
 * customer cancelled (decision 036: he is notified instead).
 */
export const ASSIGNED_LIST_STATUSES = REQUEST_STATUSES.filter(
  (status) => status !== 'requested' && status !== 'cancelled',
);

/** Whether the job's chat is open: from a repairer's accepting it until it closes (DESIGN.md section 3). */
export function chatIsOpen(status: RequestStatus): boolean {
  return status !== 'requested' && !inStatusGroup(CHAT_CLOSING_STATUSES, status);
}

/** Payment record statuses (DESIGN.md section 9). */
export const PAYMENT_STATUSES = ['created', 'paid_by_customer', 'failed', 'completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment records the customer has paid (received, then completed with the request). */
export const PAID_PAYMENT_STATUSES = [
  'paid_by_customer',
  'completed',
] as const satisfies readonly PaymentStatus[];

/** Notification types (SPEC.md section 3). */
export const NOTIFICATION_TYPES = [
  'job_accepted',
  'new_message',
  'system_update',
  'job_cancelled',
  'rating_received',
  'new_job_request',
  'payment_received',
  'job_in_progress',
  'quote_provided',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
