import type { TPaymentRecord } from '@gharseva/domain';
import type { RazorpayFailure, RazorpayOptions } from '../utils/razorpay';

/** A stand-in for `window.Razorpay` in page tests: records what the page opened. */
export class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  static last(): FakeRazorpay {
    const last = FakeRazorpay.instances.at(-1);
    if (!last) throw new Error('Checkout was not opened');
    return last;
  }

  readonly options: RazorpayOptions;
  opened = false;
  closed = false;
  private failed: ((response: RazorpayFailure) => void)[] = [];

  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.instances.push(this);
  }

  on(event: string, listener: (response: RazorpayFailure) => void) {
    if (event === 'payment.failed') this.failed.push(listener);
  }

  open() {
    this.opened = true;
  }

  close() {
    this.closed = true;
  }

  /** What Checkout does after a successful payment. */
  succeed() {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: 'pay_Abc123Def456Gh',
      razorpay_signature: 'a'.repeat(64),
    });
  }

  fail(code: string, description: string) {
    for (const listener of this.failed) listener({ error: { code, description } });
  }

  dismiss() {
    this.options.modal.ondismiss();
  }
}

export const installFakeRazorpay = () => {
  FakeRazorpay.instances = [];
  window.Razorpay = FakeRazorpay;
};

export const removeFakeRazorpay = () => {
  delete window.Razorpay;
  FakeRazorpay.instances = [];
};

export const PAYMENT_ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e01';
export const REQUEST_ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f';

/** A payment record as GET /api/user/payments/{id} answers it. */
export function paymentRecord(
  overrides: Partial<Omit<TPaymentRecord, 'serviceRequest'>> = {},
  service: Partial<TPaymentRecord['serviceRequest']> = {},
): TPaymentRecord {
  return {
    _id: PAYMENT_ID,
    id: PAYMENT_ID,
    amount: 120_000,
    currency: 'INR',
    status: 'created',
    paymentMethod: 'service',
    description: 'Payment for Jammed door alignment - Doors',
    paidAt: null,
    gatewayPaymentId: null,
    paidWith: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
    serviceRequest: {
      _id: REQUEST_ID,
      id: REQUEST_ID,
      title: 'Jammed door alignment - Doors',
      serviceType: 'Carpentry',
      status: 'pending_payment',
      estimatedPrice: 1200,
      rating: null,
      repairer: { fullname: 'Mohan Verma' },
      ...service,
    },
  };
}

/** POST /api/user/create-razorpay-order's answer. */
export const orderAnswer = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'Order created successfully.',
  data: {
    orderId: 'order_Abc123Def456Gh',
    currency: 'INR',
    amount: 120_000,
    razorpayKey: 'rzp_test_gharsevafake',
    serviceTitle: 'Jammed door alignment - Doors',
    customerName: 'Nandini Rao',
    customerPhone: '9876543210',
    customerEmail: '',
    description: 'Payment for Jammed door alignment - Doors',
    ...extra,
  },
});
