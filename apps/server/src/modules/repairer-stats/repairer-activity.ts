import {
  REPAIRER_ACTIVITY_TEMPLATES,
  renderText,
  titleParams,
  type RepairerActivityTemplate,
  type TextParams,
  type TRepairerActivity,
} from '@gharseva/domain';
import type { EventRow } from '../activity/index.ts';

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

const TYPES = {
  requested: 'new_request',
  pending_quote: 'accepted',
  quoted: 'quoted',
  accepted: 'accepted',
  rejected: 'rejected',
  cancelled: 'cancelled',
  pending_payment: 'completed',
  customer_paid: 'completed',
} as const satisfies Record<ActivityStatus, TRepairerActivity['type']>;

/** The lines that name the amount when the event has one. */
const WITH_AMOUNT: Partial<Record<ActivityStatus, RepairerActivityTemplate>> = {
  quoted: 'quotedAmount',
  accepted: 'acceptedAmount',
  pending_payment: 'pending_paymentAmount',
  customer_paid: 'customer_paidAmount',
};

/** One event as a line of the repairer's recent activity, or null when it is not one. */
export function toRepairerActivity(event: EventRow): TRepairerActivity | null {
  const status = event.toStatus as ActivityStatus | null;
  if (!status || !(status in TYPES)) return null;
  const title =
    typeof event.data.title === 'string'
      ? titleParams({ ...event.request, title: event.data.title })
      : { title: 'a job' };
  const paise = typeof event.data.amountPaise === 'number' ? event.data.amountPaise : null;
  const withAmount = paise === null ? undefined : WITH_AMOUNT[status];
  const template: RepairerActivityTemplate = withAmount ?? status;
  const params: TextParams = withAmount ? { ...title, amountPaise: paise! } : { ...title };
  return {
    type: TYPES[status],
    message: renderText(REPAIRER_ACTIVITY_TEMPLATES, template, params),
    template,
    params,
    amount: withAmount ? paise! / 100 : null,
    time: event.createdAt.toISOString(),
  };
}
