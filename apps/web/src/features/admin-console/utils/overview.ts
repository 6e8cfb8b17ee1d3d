import { REQUEST_STATUSES, type RequestStatus, type TOverviewDay } from '@gharseva/domain';

/** The bar colour of each request status in the overview (close to its badge's colour). */
export const STATUS_COLOURS = {
  requested: '#ca8a04',
  pending_quote: '#d97706',
  quoted: '#7c3aed',
  accepted: '#4f46e5',
  in_progress: '#2563eb',
  pending_otp: '#0891b2',
  pending_payment: '#ea580c',
  rejected: '#e11d48',
  customer_paid: '#059669',
  completed: '#16a34a',
  cancelled: '#dc2626',
  closed_rejected: '#64748b',
} as const satisfies Record<RequestStatus, string>;

/** Requests a day, all statuses together. */
export const requestsOn = (day: TOverviewDay): number =>
  Object.values(day.requests).reduce((sum, n) => sum + (n ?? 0), 0);

/** The statuses that occur in the period, in the life cycle's order. */
export const statusesIn = (days: readonly TOverviewDay[]): RequestStatus[] =>
  REQUEST_STATUSES.filter((status) => days.some((day) => (day.requests[status] ?? 0) > 0));

/** The period's totals: requests, and money captured, refunded and paid out (paise). */
export function totals(days: readonly TOverviewDay[]) {
  return days.reduce(
    (sum, day) => ({
      requests: sum.requests + requestsOn(day),
      capturedPaise: sum.capturedPaise + day.capturedPaise,
      refundedPaise: sum.refundedPaise + day.refundedPaise,
      paidOutPaise: sum.paidOutPaise + day.paidOutPaise,
    }),
    { requests: 0, capturedPaise: 0, refundedPaise: 0, paidOutPaise: 0 },
  );
}
