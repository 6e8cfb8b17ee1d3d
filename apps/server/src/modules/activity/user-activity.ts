import {
  USER_ACTIVITY_TEMPLATES,
  renderText,
  titleParams,
  type RequestStatus,
  type TextParams,
  type UserActivityTemplate,
} from '@gharseva/domain';
import type { EventRow } from './activity.repo.ts';

/** Recent-activity keywords the dashboard chooses its icons by (SPEC.md section 2). */
export type UserActivityType =
  | 'requested'
  | 'accepted'
  | 'quoted'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'payment'
  | 'message'
  | 'account'
  | 'review';

export interface UserActivity {
  _id: string;
  type: UserActivityType;
  /** English; other languages show `template` with `params`. */
  message: string;
  template: UserActivityTemplate;
  params: TextParams;
  time: string;
}

const STATUS_TYPES = {
  requested: 'requested',
  pending_quote: 'accepted',
  quoted: 'quoted',
  accepted: 'accepted',
  rejected: 'cancelled',
  in_progress: 'in_progress',
  pending_otp: 'in_progress',
  pending_payment: 'completed',
  customer_paid: 'payment',
  completed: 'completed',
  cancelled: 'cancelled',
  closed_rejected: 'payment',
} as const satisfies Record<RequestStatus, UserActivityType>;

function line(
  base: { _id: string; time: string },
  type: UserActivityType,
  template: UserActivityTemplate,
  params: TextParams = {},
): UserActivity {
  return {
    ...base,
    type,
    message: renderText(USER_ACTIVITY_TEMPLATES, template, params),
    template,
    params,
  };
}

/** One event as a line of the customer's recent activity, or null when it is not theirs to see. */
export function toUserActivity(event: EventRow): UserActivity | null {
  const base = { _id: event.id, time: event.createdAt.toISOString() };
  const title =
    typeof event.data.title === 'string'
      ? titleParams({ ...event.request, title: event.data.title })
      : { title: 'your service' };
  if (event.kind === 'account_created') return line(base, 'account', 'accountCreated');
  if (event.kind === 'password_reset') return line(base, 'account', 'passwordChanged');
  if (event.kind === 'review_submitted') {
    const count = typeof event.data.stars === 'number' ? event.data.stars : 0;
    return line(base, 'review', 'reviewed', { ...title, count });
  }
  if (event.toStatus && event.toStatus in STATUS_TYPES) {
    const status = event.toStatus as RequestStatus;
    return line(base, STATUS_TYPES[status], status, title);
  }
  return null;
}
