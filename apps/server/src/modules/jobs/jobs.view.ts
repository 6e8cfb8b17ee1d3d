import {
  inStatusGroup,
  PAID_PAYMENT_STATUSES,
  WORK_CONFIRMED_STATUSES,
  CUSTOMER_DETAILS_STATUSES,
  type RequestStatus,
  type TAssignedJob,
  type TJobPayout,
  type TNearbyJob,
} from '@gharseva/domain';
import type { JobPayoutRow } from '../payouts/index.ts';
import {
  type RequestWithPeople,
  type ServiceRequestRow,
  toRequestBasics,
  toServiceRequest,
} from '../requests/index.ts';

/** A waiting job as the repairer's nearby list shows it: the area, not the street or the phone. */
export function toNearbyJob(r: ServiceRequestRow, distanceKm: number): TNearbyJob {
  return {
    ...toRequestBasics(r),
    location: { pincode: r.pincode, city: r.city, district: r.district, state: r.state },
    distanceKm: Math.round(distanceKm * 10) / 10,
  };
}

/**
 * A job as its repairer sees it: the customer's street address, map point, phone, email and
 * contact only while the job is his to do (decision 033).
 */
export function toAssignedJob(
  job: RequestWithPeople,
  conversationId: string | null,
  payout: TJobPayout | null,
): TAssignedJob {
  const view = toServiceRequest(job);
  const shown = inStatusGroup(CUSTOMER_DETAILS_STATUSES, view.status);
  if (shown) return { ...view, conversationId, payout, customerDetailsHidden: false };
  return {
    ...view,
    contactInfo: null,
    location: { ...view.location, address: '', coordinates: null },
    customer: { fullname: view.customer.fullname, email: null, phone: '' },
    conversationId,
    payout,
    customerDetailsHidden: true,
  };
}

/**
 * Where the repairer's money for a finished job is (decision 035), from its service payment
 * and the payouts ledger; null for a job not finished, or paid with nothing to pay out.
 */
export function toJobPayout(
  status: RequestStatus,
  row: JobPayoutRow | undefined,
): TJobPayout | null {
  if (!inStatusGroup(WORK_CONFIRMED_STATUSES, status)) return null;
  const waiting: TJobPayout = {
    state: 'awaiting_payment',
    amountPaise: null,
    upiId: null,
    reference: null,
    paidAt: null,
    nextAttemptAt: null,
  };
  if (!row || !(PAID_PAYMENT_STATUSES as readonly string[]).includes(row.paymentStatus)) {
    return waiting;
  }
  const payout = row.payout;
  if (!payout) return null;
  const state: TJobPayout['state'] =
    payout.status === 'processed'
      ? 'paid'
      : payout.status === 'failed'
        ? 'retrying'
        : payout.status === 'abandoned'
          ? 'failed'
          : 'processing';
  return {
    state,
    amountPaise: payout.amountPaise,
    upiId: payout.upiId,
    reference: payout.providerPayoutId,
    paidAt: state === 'paid' && payout.processedAt ? payout.processedAt.toISOString() : null,
    nextAttemptAt:
      state === 'retrying' && payout.nextAttemptAt ? payout.nextAttemptAt.toISOString() : null,
  };
}

export type { TAssignedJob };
