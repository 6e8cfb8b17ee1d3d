import type { RequestStatus } from '@gharseva/domain';
import type { UserRequest } from '../types';

/** The colour of each status badge (SPEC.md section 4: requested yellow, in_progress blue, ...). */
export const STATUS_TONES: Readonly<Record<RequestStatus, string>> = {
  requested: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  pending_quote: 'bg-amber-100 text-amber-900 ring-amber-300',
  quoted: 'bg-violet-100 text-violet-900 ring-violet-300',
  accepted: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  in_progress: 'bg-blue-100 text-blue-900 ring-blue-300',
  pending_otp: 'bg-cyan-100 text-cyan-900 ring-cyan-300',
  pending_payment: 'bg-orange-100 text-orange-900 ring-orange-300',
  rejected: 'bg-rose-100 text-rose-900 ring-rose-300',
  customer_paid: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  closed_rejected: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** /user/completed-services lists these (DESIGN.md section 10, "Ways back"). */
export const COMPLETED_FILTER = 'customer_paid,completed,closed_rejected';

/** The filters of /user/show-services. */
export const STATUS_FILTERS = ['all', 'pending', 'active', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const FILTER_STATUSES: Readonly<Record<Exclude<StatusFilter, 'all'>, readonly RequestStatus[]>> = {
  pending: ['requested'],
  active: [
    'pending_quote',
    'quoted',
    'accepted',
    'in_progress',
    'pending_otp',
    'pending_payment',
    'rejected',
  ],
  completed: ['customer_paid', 'completed', 'closed_rejected'],
  cancelled: ['cancelled'],
};

export function matchesFilter(status: RequestStatus, filter: StatusFilter): boolean {
  return filter === 'all' || FILTER_STATUSES[filter].includes(status);
}

/** How many requests each filter shows. */
export function countByFilter(requests: readonly UserRequest[]): Record<StatusFilter, number> {
  const counts = { all: 0, pending: 0, active: 0, completed: 0, cancelled: 0 };
  for (const request of requests) {
    for (const filter of STATUS_FILTERS) {
      if (matchesFilter(request.status, filter)) counts[filter] += 1;
    }
  }
  return counts;
}

/** Paid and not yet reviewed: 'Leave a Review' (DESIGN.md section 10, "Ways back"). */
export function canReview(request: Pick<UserRequest, 'status' | 'rating'>): boolean {
  return (
    (request.status === 'customer_paid' || request.status === 'completed') &&
    request.rating === null
  );
}

/** The payment a Pay link opens, by status: the service payment or the rejection fee. */
export function payLink(
  request: Pick<UserRequest, 'status' | 'paymentId'>,
): { kind: 'service' | 'rejectionFee'; paymentId: string } | null {
  if (!request.paymentId) return null;
  if (request.status === 'pending_payment')
    return { kind: 'service', paymentId: request.paymentId };
  if (request.status === 'rejected') return { kind: 'rejectionFee', paymentId: request.paymentId };
  return null;
}

/** 'Appliances · Air Conditioner · Gas refill', skipping what the request lacks. */
export function serviceLine(request: Pick<UserRequest, 'serviceType' | 'category' | 'issue'>) {
  return [request.serviceType, request.category, request.issue].filter(Boolean).join(' · ');
}
