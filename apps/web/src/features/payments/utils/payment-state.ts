import {
  isReviewable,
  type PaymentStatus,
  type RequestStatus,
  type TPaymentRecord,
} from '@gharseva/domain';

type Standing = 'payable' | 'paid' | 'other';

/** SPEC.md section 4, "Payment and review": the request statuses the payment page accepts. */
const REQUEST_STANDING = {
  quoted: 'payable',
  accepted: 'payable',
  in_progress: 'payable',
  pending_payment: 'payable',
  customer_paid: 'paid',
  completed: 'paid',
  closed_rejected: 'paid',
  requested: 'other',
  pending_quote: 'other',
  rejected: 'other',
  pending_otp: 'other',
  cancelled: 'other',
} as const satisfies Record<RequestStatus, Standing>;

/**
 * The record statuses. `failed` is payable again (DESIGN.md section 9: a new attempt may
 * follow a failed one). SPEC.md also names `pending` (payable) and `captured` and
 * `closed_rejected` (already processed, DESIGN.md section 10), which the server does not send
 * today; they are read the same way should they arrive.
 */
const PAYMENT_STANDING: Record<PaymentStatus, Standing> & Record<string, Standing | undefined> = {
  created: 'payable',
  failed: 'payable',
  paid_by_customer: 'paid',
  completed: 'paid',
  pending: 'payable',
  captured: 'paid',
  closed_rejected: 'paid',
};

const requestStanding = (status: string): Standing =>
  (REQUEST_STANDING as Record<string, Standing | undefined>)[status] ?? 'other';
const paymentStanding = (status: string): Standing => PAYMENT_STANDING[status] ?? 'other';

/**
 * A record whose service cannot be shown: none at all ('Could not find associated service
 * details for this payment.'), or only part of it, such as a bare id (SPEC.md section 3 allows
 * "id or object"; our server always sends the object): 'Could not fetch associated service
 * details.'.
 */
export function serviceProblem(
  record: TPaymentRecord,
): 'serviceMissing' | 'serviceFetchFailed' | null {
  const service = record.serviceRequest as unknown;
  if (service === null || service === undefined || service === '') return 'serviceMissing';
  if (typeof service !== 'object') return 'serviceFetchFailed';
  const { _id, status, title } = service as Partial<TPaymentRecord['serviceRequest']>;
  return typeof _id === 'string' && typeof status === 'string' && typeof title === 'string'
    ? null
    : 'serviceFetchFailed';
}

export type ServicePaymentState =
  | { kind: 'payable' }
  /** Already paid: `reviewed` when rated, `canReview` when a review is still due. */
  | { kind: 'paid'; reviewed: boolean; canReview: boolean }
  | { kind: 'invalidService'; status: string }
  | { kind: 'invalidPayment'; status: string };

/** Where a payment stands on /user/payment/{id} (SPEC.md section 4, "Payment and review"). */
export function servicePaymentState(record: TPaymentRecord): ServicePaymentState {
  const request = record.serviceRequest;
  if (requestStanding(request.status) === 'paid' || paymentStanding(record.status) === 'paid') {
    return {
      kind: 'paid',
      reviewed: request.rating !== null,
      canReview: request.rating === null && isReviewable(request.status),
    };
  }
  if (requestStanding(request.status) !== 'payable') {
    return { kind: 'invalidService', status: request.status };
  }
  if (paymentStanding(record.status) !== 'payable') {
    return { kind: 'invalidPayment', status: record.status };
  }
  return { kind: 'payable' };
}

export type RejectionFeeState =
  { kind: 'payable' } | { kind: 'notRejectionFee' } | { kind: 'paid' } | { kind: 'notPayable' };

/**
 * Where a payment stands on /rejection-fee/{id} (SPEC.md sections 4 and 8, "Rejection fee"):
 * only a rejection fee, unpaid, of a rejected request, for a positive amount is payable.
 */
export function rejectionFeeState(record: TPaymentRecord): RejectionFeeState {
  if (record.paymentMethod !== 'rejection_fee') return { kind: 'notRejectionFee' };
  if (
    paymentStanding(record.status) === 'paid' ||
    record.serviceRequest.status === 'closed_rejected'
  ) {
    return { kind: 'paid' };
  }
  const payable =
    paymentStanding(record.status) === 'payable' &&
    record.serviceRequest.status === 'rejected' &&
    record.amount > 0;
  return payable ? { kind: 'payable' } : { kind: 'notPayable' };
}

/**
 * SPEC.md section 4: after a verified payment, the review page of the service, or the
 * completed services when the service was rejected (its fee is what was paid).
 */
export function pathKindAfterPayment(
  record: Pick<TPaymentRecord, 'paymentMethod' | 'serviceRequest'>,
): 'review' | 'completedServices' {
  const status = record.serviceRequest.status;
  return record.paymentMethod === 'rejection_fee' ||
    status === 'rejected' ||
    status === 'closed_rejected'
    ? 'completedServices'
    : 'review';
}
