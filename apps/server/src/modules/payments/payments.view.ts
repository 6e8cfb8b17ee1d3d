import { paiseToRupees, type TPaymentRecord } from '@gharseva/domain';
import type { PaymentWithRequest } from './payments.repo.ts';

/** The public shape of a payment record (SPEC.md section 3, "Payment"); amount in paise. */
export function toPaymentRecord({
  payment: p,
  request: r,
  repairer,
}: PaymentWithRequest): TPaymentRecord {
  return {
    _id: p.id,
    id: p.id,
    amount: p.amountPaise,
    currency: p.currency,
    status: p.status,
    paymentMethod: p.kind,
    description: p.description,
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    // The receipt's facts once paid: the gateway's payment id and how it was paid.
    gatewayPaymentId: p.gatewayPaymentId,
    paidWith: p.gatewayPaymentId ? p.gatewayMethod : null,
    createdAt: p.createdAt.toISOString(),
    serviceRequest: {
      _id: r.id,
      id: r.id,
      title: r.title,
      serviceType: r.serviceType,
      status: r.status,
      estimatedPrice: r.quotePaise === null ? 0 : paiseToRupees(r.quotePaise),
      rating:
        r.ratingStars === null ? null : { stars: r.ratingStars, comment: r.ratingComment ?? '' },
      repairer: repairer ? { fullname: repairer.fullname } : null,
    },
  };
}
