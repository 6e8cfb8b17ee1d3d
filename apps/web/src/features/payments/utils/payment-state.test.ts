import { REQUEST_STATUSES, type RequestStatus } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { paymentRecord } from '../testing/fake-razorpay';
import { pathKindAfterPayment, rejectionFeeState, servicePaymentState } from './payment-state';

const PAYABLE: RequestStatus[] = ['quoted', 'accepted', 'in_progress', 'pending_payment'];
const PAID: RequestStatus[] = ['customer_paid', 'completed', 'closed_rejected'];

describe('servicePaymentState (SPEC.md section 4)', () => {
  it.each(REQUEST_STATUSES)('reads the request status %s', (status) => {
    const state = servicePaymentState(paymentRecord({}, { status }));
    if (PAYABLE.includes(status)) expect(state).toEqual({ kind: 'payable' });
    else if (PAID.includes(status)) expect(state.kind).toBe('paid');
    else expect(state).toEqual({ kind: 'invalidService', status });
  });

  it.each(['created', 'pending', 'failed'])('lets a %s payment be paid', (status) => {
    expect(servicePaymentState(paymentRecord({ status: status as 'created' }))).toEqual({
      kind: 'payable',
    });
  });

  it.each(['paid_by_customer', 'captured', 'completed', 'closed_rejected'])(
    'reads a %s payment as already processed',
    (status) => {
      expect(servicePaymentState(paymentRecord({ status: status as 'created' })).kind).toBe('paid');
    },
  );

  it('offers a review only for a paid service not yet rated', () => {
    expect(servicePaymentState(paymentRecord({}, { status: 'customer_paid' }))).toEqual({
      kind: 'paid',
      reviewed: false,
      canReview: true,
    });
    expect(
      servicePaymentState(
        paymentRecord({}, { status: 'completed', rating: { stars: 5, comment: '' } }),
      ),
    ).toEqual({ kind: 'paid', reviewed: true, canReview: false });
    // A rejected job's fee is paid, but there is no service to review.
    expect(servicePaymentState(paymentRecord({}, { status: 'closed_rejected' }))).toMatchObject({
      canReview: false,
    });
  });

  it('names any other payment status', () => {
    expect(servicePaymentState(paymentRecord({ status: 'refunded' as 'created' }))).toEqual({
      kind: 'invalidPayment',
      status: 'refunded',
    });
  });
});

describe('rejectionFeeState', () => {
  const fee = (status = 'created', requestStatus: RequestStatus = 'rejected', amount = 15_000) =>
    paymentRecord(
      { paymentMethod: 'rejection_fee', status: status as 'created', amount },
      { status: requestStatus },
    );

  it('takes only an unpaid fee of a rejected request, for an amount', () => {
    expect(rejectionFeeState(fee())).toEqual({ kind: 'payable' });
    expect(rejectionFeeState(fee('failed'))).toEqual({ kind: 'payable' });
    expect(rejectionFeeState(fee('created', 'cancelled'))).toEqual({ kind: 'notPayable' });
    expect(rejectionFeeState(fee('created', 'rejected', 0))).toEqual({ kind: 'notPayable' });
    expect(rejectionFeeState(paymentRecord())).toEqual({ kind: 'notRejectionFee' });
  });

  it('reads captured and paid fees as already processed', () => {
    expect(rejectionFeeState(fee('captured'))).toEqual({ kind: 'paid' });
    expect(rejectionFeeState(fee('paid_by_customer', 'closed_rejected'))).toEqual({ kind: 'paid' });
  });
});

describe('pathKindAfterPayment', () => {
  it('goes to the review, or to the completed services after a rejection', () => {
    expect(pathKindAfterPayment(paymentRecord())).toBe('review');
    expect(pathKindAfterPayment(paymentRecord({}, { status: 'rejected' }))).toBe(
      'completedServices',
    );
    expect(pathKindAfterPayment(paymentRecord({ paymentMethod: 'rejection_fee' }))).toBe(
      'completedServices',
    );
  });
});
