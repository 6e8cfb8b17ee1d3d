import { formatPaise, type TRepairerActivity } from '@gharseva/domain';
import type { EventRow } from '../activity/activity.repo.ts';

type Line = Omit<TRepairerActivity, 'time'>;

/** The statuses a job moves to that make a line of the repairer's recent activity. */
export const REPAIRER_ACTIVITY_STATUSES = [
  'requested',
  'pending_quote',
  'quoted',
  'accepted',
  'rejected',
  'cancelled',
  'pending_payment',
  'customer_paid',
] as const;
type ActivityStatus = (typeof REPAIRER_ACTIVITY_STATUSES)[number];

const amountOf = (event: EventRow) =>
  typeof event.data.amountPaise === 'number' ? event.data.amountPaise : null;

/** One event as a line of the repairer's recent activity, or null when it is not one. */
export function toRepairerActivity(event: EventRow): TRepairerActivity | null {
  const title = typeof event.data.title === 'string' ? event.data.title : 'a job';
  const paise = amountOf(event);
  const amount = paise === null ? null : paise / 100;
  const money = paise === null ? '' : ` (${formatPaise(paise)})`;
  const lines: Record<ActivityStatus, Line> = {
    requested: { type: 'new_request', message: `New request for you: ${title}.`, amount: null },
    pending_quote: { type: 'accepted', message: `You accepted ${title}.`, amount: null },
    quoted: { type: 'quoted', message: `You sent a quote for ${title}${money}.`, amount },
    accepted: {
      type: 'accepted',
      message: `Your quote for ${title} was accepted${money}.`,
      amount,
    },
    rejected: { type: 'rejected', message: `Your quote for ${title} was rejected.`, amount: null },
    cancelled: { type: 'cancelled', message: `The customer cancelled ${title}.`, amount: null },
    pending_payment: {
      type: 'completed',
      message: `The customer confirmed ${title} as completed${money}.`,
      amount,
    },
    customer_paid: { type: 'completed', message: `Payment received for ${title}${money}.`, amount },
  };
  const line =
    event.toStatus && event.toStatus in lines ? lines[event.toStatus as ActivityStatus] : null;
  return line ? { ...line, time: event.createdAt.toISOString() } : null;
}
