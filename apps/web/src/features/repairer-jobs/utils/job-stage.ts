import {
  CHAT_CLOSING_STATUSES,
  formatMonthDayYear,
  inStatusGroup,
  type RequestStatus,
} from '@gharseva/domain';
import { appLocale } from '../../../i18n/locale-format';
import { formatDate, toDate } from '../../../utils/date';

/** What the repairer can do on a card, by the job's status (SPEC.md section 4). */
export type JobStage =
  /** Not yet assigned (not expected on this page): nothing to do. */
  | 'waiting'
  /** Enter a quote. */
  | 'quote'
  /** The quote is with the customer: show it, 'Edit quote'. */
  | 'quoted'
  /** 'Quote Accepted' with the price, 'Start Work' (the completion code waits for it). */
  | 'accepted'
  /** Work started: 'Confirm Completion & Send OTP', after a confirmation. */
  | 'working'
  /** The code is with the customer: 'Resend OTP'. */
  | 'awaiting_code'
  /** 'Job Completed' and a thank-you. */
  | 'done'
  /** Rejected or cancelled by the customer. */
  | 'closed';

export const JOB_STAGES = {
  requested: 'waiting',
  pending_quote: 'quote',
  quoted: 'quoted',
  accepted: 'accepted',
  in_progress: 'working',
  pending_otp: 'awaiting_code',
  pending_payment: 'done',
  customer_paid: 'done',
  completed: 'done',
  rejected: 'closed',
  cancelled: 'closed',
  closed_rejected: 'closed',
} as const satisfies Record<RequestStatus, JobStage>;

/** Chat and Call Customer show until the job's conversation closes (completed, cancelled, rejected). */
export const canContactCustomer = (status: RequestStatus): boolean =>
  !inStatusGroup(CHAT_CLOSING_STATUSES, status);

/** The assigned date: month/day/year in English (SPEC.md section 9), the locale's short date otherwise. */
export function formatAssignedDate(value: string | null, locale = appLocale()): string {
  const date = toDate(value);
  if (!date) return '';
  return locale.startsWith('en') ? formatMonthDayYear(date) : formatDate(date, locale);
}
