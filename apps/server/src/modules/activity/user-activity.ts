import type { RequestStatus } from '@gharseva/domain';
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
  | 'account';

export interface UserActivity {
  _id: string;
  type: UserActivityType;
  message: string;
  time: string;
}

const STATUS_ACTIVITY = {
  requested: (t) => ({ type: 'requested', message: `You requested ${t}.` }),
  pending_quote: (t) => ({ type: 'accepted', message: `A repairer accepted your request: ${t}.` }),
  quoted: (t) => ({ type: 'quoted', message: `You received a quote for ${t}.` }),
  accepted: (t) => ({ type: 'accepted', message: `You accepted the quote for ${t}.` }),
  rejected: (t) => ({ type: 'cancelled', message: `You rejected the quote for ${t}.` }),
  in_progress: (t) => ({ type: 'in_progress', message: `Work is in progress on ${t}.` }),
  pending_otp: (t) => ({ type: 'in_progress', message: `Your completion code for ${t} was sent.` }),
  pending_payment: (t) => ({ type: 'completed', message: `You confirmed ${t} as completed.` }),
  customer_paid: (t) => ({ type: 'payment', message: `You paid for ${t}.` }),
  completed: (t) => ({ type: 'completed', message: `${t} is completed.` }),
  cancelled: (t) => ({ type: 'cancelled', message: `You cancelled ${t}.` }),
  closed_rejected: (t) => ({ type: 'payment', message: `You paid the rejection fee for ${t}.` }),
} satisfies Record<RequestStatus, (title: string) => Omit<UserActivity, '_id' | 'time'>>;

/** One event as a line of the customer's recent activity, or null when it is not theirs to see. */
export function toUserActivity(event: EventRow): UserActivity | null {
  const base = { _id: event.id, time: event.createdAt.toISOString() };
  if (event.kind === 'account_created') {
    return { ...base, type: 'account', message: 'Welcome to GharSeva! Your account was created.' };
  }
  if (event.kind === 'password_reset') {
    return { ...base, type: 'account', message: 'Your account password was changed.' };
  }
  if (event.toStatus && event.toStatus in STATUS_ACTIVITY) {
    const title = typeof event.data.title === 'string' ? event.data.title : 'your service';
    return { ...base, ...STATUS_ACTIVITY[event.toStatus as RequestStatus](title) };
  }
  return null;
}
