import {
  COMPLETED_STATUSES,
  IN_PROGRESS_STATUSES,
  inStatusGroup,
  isReviewable,
  type RequestStatus,
} from '@gharseva/domain';
import type { UserRequest } from '../types';

/** /user/completed-services lists these (DESIGN.md section 10, "Ways back"). */
export const COMPLETED_FILTER = COMPLETED_STATUSES.join(',');

/** The filters of /user/show-services. */
export const STATUS_FILTERS = ['all', 'pending', 'active', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const FILTER_STATUSES: Readonly<Record<Exclude<StatusFilter, 'all'>, readonly RequestStatus[]>> = {
  pending: ['requested'],
  // In Progress without the requests still waiting for a repairer.
  active: IN_PROGRESS_STATUSES.filter((s) => s !== 'requested'),
  completed: COMPLETED_STATUSES,
  cancelled: ['cancelled'],
};

export function matchesFilter(status: RequestStatus, filter: StatusFilter): boolean {
  return filter === 'all' || inStatusGroup(FILTER_STATUSES[filter], status);
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
  return isReviewable(request.status) && request.rating === null;
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
