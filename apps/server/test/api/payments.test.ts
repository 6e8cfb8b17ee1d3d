import { PAYMENT_MESSAGES } from '@gharseva/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  payments,
  payouts,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { checkoutSignature } from '../../src/providers/payments/signatures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import {
  createOrder,
  fakeCheckout,
  orderFor,
  payInFull,
  paymentRow,
  rejectionFeeDue,
  servicePaymentDue,
  settle,
  verifyPayment,
  type CheckoutResult,
} from '../support/payments.ts';

let t: TestApp;
let customer: Party;
let stranger: Party;
let repairer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100' });
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterAll(async () => {
  await t.close();
});

const KEY_SECRET = 'gharseva_fake_key_secret';

async function requestStatus(id: string) {
  const [row] = await t.deps.database.db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row!.status;
}

async function eventsOf(requestId: string, kind: string) {
  return t.deps.database.db
    .select()
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.serviceRequestId, requestId),
        eq(serviceRequestEvents.kind, kind),
      ),
    );
}

async function payoutsOf(paymentId: string) {
  return t.deps.database.db.select().from(payouts).where(eq(payouts.paymentId, paymentId));
}

describe('GET /api/user/payments/{id}', () => {
  it("answers the owner's payment record with its request, amount in paise", async () => {
    const due = await servicePaymentDue(t, customer, repairer, 1499.5);
    const res = await customer.agent.get(`/api/user/payments/${due.paymentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.loaded,
      data: {
        _id: due.paymentId,
        id: due.paymentId,
        amount: 149_950,
        currency: 'INR',
        status: 'created',
        paymentMethod: 'service',
        paidAt: null,
        gatewayPaymentId: null,
        paidWith: null,
        serviceRequest: {
          _id: due.requestId,
          status: 'pending_payment',
          estimatedPrice: 1499.5,
          rating: null,
          repairer: { fullname: 'Ravi Verma' },
        },
      },
    });
  });

  it("refuses another customer's payment as unknown, other roles, and no session", async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    expectError(
      await stranger.agent.get(`/api/user/payments/${due.paymentId}`),
      404,
      'NOT_FOUND',
      'Payment not found.',
    );
    expect((await repairer.agent.get(`/api/user/payments/${due.paymentId}`)).statusCode).toBe(403);
    expect((await createAgent(t.app).get(`/api/user/payments/${due.paymentId}`)).statusCode).toBe(
      401,
    );
    expectInvalid(await customer.agent.get('/api/user/payments/not-a-uuid'), 'Not found.');
  });
});

describe('POST /api/user/create-razorpay-order', () => {
  it('creates one gateway order for the record, with the Checkout data of SPEC.md', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 2350);
    const res = await createOrder(customer, due.paymentId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.orderCreated,
      data: {
        orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
        currency: 'INR',
        amount: 235_000,
        razorpayKey: 'rzp_test_gharsevafake',
        customerName: 'Meera Iyer',
        customerPhone: customer.phone,
        customerEmail: '',
      },
    });
    expect((await paymentRow(t, due.paymentId)).gatewayOrderId).toBe(body.data.orderId);
    // Every attempt reuses the order.
    const again = await createOrder(customer, due.paymentId);
    expect(again.json().data.orderId).toBe(body.data.orderId);
  });

  it("refuses a missing or bad id with the payment page's message, and another customer's record", async () => {
    expectInvalid(
      await customer.agent.post('/api/user/create-razorpay-order', {}),
      'Invalid payment link. Payment ID is missing.',
    );
    expectInvalid(
      await createOrder(customer, 'abc'),
      'Invalid payment link. Payment ID is missing.',
    );
    const due = await servicePaymentDue(t, customer, repairer);
    expectError(await createOrder(stranger, due.paymentId), 404, 'NOT_FOUND', 'Payment not found.');
    expect((await paymentRow(t, due.paymentId)).gatewayOrderId).toBeNull();
    expect((await createOrder(repairer, due.paymentId)).statusCode).toBe(403);
  });

  it('refuses a record whose request is not waiting for it, and one already paid', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    await t.deps.database.db
      .update(serviceRequests)
      .set({ status: 'cancelled' })
      .where(eq(serviceRequests.id, due.requestId));
    expectError(
      await createOrder(customer, due.paymentId),
      409,
      'PAYMENT_NOT_PAYABLE',
      'Payment cannot be initiated. Service is already processed or not in a payable state.',
    );
    expect((await paymentRow(t, due.paymentId)).gatewayOrderId).toBeNull();

    const paid = await servicePaymentDue(t, customer, repairer);
    await payInFull(t, customer, paid);
    expectError(
      await createOrder(customer, paid.paymentId),
      409,
      'ALREADY_PAID',
      'Payment has already been processed successfully.',
    );
  });
});

describe('a payment record in every status', () => {
  it('is payable only while created or failed and its request waits for it', async () => {
    const cases: {
      payment: (typeof payments.$inferSelect)['status'];
      request: (typeof serviceRequests.$inferSelect)['status'];
      answer: number;
      code?: string;
    }[] = [
      { payment: 'created', request: 'pending_payment', answer: 200 },
      { payment: 'failed', request: 'pending_payment', answer: 200 },
      { payment: 'paid_by_customer', request: 'customer_paid', answer: 409, code: 'ALREADY_PAID' },
      { payment: 'completed', request: 'completed', answer: 409, code: 'ALREADY_PAID' },
      { payment: 'created', request: 'cancelled', answer: 409, code: 'PAYMENT_NOT_PAYABLE' },
      { payment: 'created', request: 'customer_paid', answer: 409, code: 'PAYMENT_NOT_PAYABLE' },
    ];
    for (const c of cases) {
      const due = await servicePaymentDue(t, customer, repairer);
      await t.deps.database.db
        .update(payments)
        .set({ status: c.payment })
        .where(eq(payments.id, due.paymentId));
      await t.deps.database.db
        .update(serviceRequests)
        .set({ status: c.request })
        .where(eq(serviceRequests.id, due.requestId));
      const res = await createOrder(customer, due.paymentId);
      expect({ case: c, status: res.statusCode, code: res.json().code }).toEqual({
        case: c,
        status: c.answer,
        code: c.code,
      });
      const record = await customer.agent.get(`/api/user/payments/${due.paymentId}`);
      expect(record.json().data).toMatchObject({
        status: c.payment,
        serviceRequest: { status: c.request },
      });
    }
  });
});

describe('paying a service: fake checkout, then POST /api/user/verify-and-transfer-payment', () => {
  it('records the capture, moves the request to customer_paid, notifies and pays the repairer out', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 1800);
    const orderId = await orderFor(customer, due.paymentId);
    const checkout = await fakeCheckout(customer, orderId);
    expect(checkout.statusCode).toBe(200);
    const result = checkout.json() as CheckoutResult;
    expect(result).toEqual({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: checkoutSignature(KEY_SECRET, orderId, result.razorpay_payment_id),
    });

    const res = await verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: result,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Payment verified successfully!' });
    await settle(t);

    expect(await requestStatus(due.requestId)).toBe('customer_paid');
    const row = await paymentRow(t, due.paymentId);
    expect(row).toMatchObject({
      status: 'paid_by_customer',
      gatewayOrderId: orderId,
      gatewayPaymentId: result.razorpay_payment_id,
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(1);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.serviceRequestId, due.requestId),
          eq(notifications.type, 'payment_received'),
        ),
      );
    // The repairer hears his money is coming; the customer that it arrived (issue 24).
    const note = notes.find((n) => n.recipientRole === 'repairer');
    expect(note).toMatchObject({ recipientId: repairer.id, template: 'paymentReceived' });
    expect(note!.message).toContain('₹1,800.00');
    expect(notes.find((n) => n.recipientRole === 'user')).toMatchObject({
      recipientId: customer.id,
      template: 'paymentCaptured',
      params: { amountPaise: 180_000, paymentId: due.paymentId },
    });
    const [payout] = await payoutsOf(due.paymentId);
    expect(payout).toMatchObject({
      repairerId: repairer.id,
      grossPaise: 180_000,
      platformFeePaise: 0,
      amountPaise: 180_000,
      status: 'processed',
      provider: 'simulated',
      simulated: true,
      attempts: 1,
      idempotencyKey: `payout_${due.paymentId}`,
    });
    expect(payout!.upiId).toMatch(/@/);

    // The same result again (a retry, a second tab): success, and nothing happens twice.
    const again = await verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: result,
    });
    expect(again.json()).toEqual({ success: true, message: 'Payment verified successfully!' });
    await settle(t);
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(1);
    expect(await payoutsOf(due.paymentId)).toHaveLength(1);
    const record = await customer.agent.get(`/api/user/payments/${due.paymentId}`);
    expect(record.json().data).toMatchObject({
      status: 'paid_by_customer',
      serviceRequest: { status: 'customer_paid' },
      // The paid page's receipt facts (decision 037): reference, when, and how, as the
      // gateway reported it (the fake checkout pays by UPI).
      gatewayPaymentId: result.razorpay_payment_id,
      paidAt: row.paidAt!.toISOString(),
      paidWith: 'upi',
    });
  });

  it('refuses a forged signature, a signature for another order, and a tampered result; nothing changes', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    const other = await servicePaymentDue(t, customer, repairer);
    const otherOrder = await orderFor(customer, other.paymentId);
    const paymentId = 'pay_ABCDEFGHIJKLMN';
    const attempts: CheckoutResult[] = [
      // Signed with the wrong secret.
      {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature('not-the-secret', orderId, paymentId),
      },
      // A real signature, for the customer's other order.
      {
        razorpay_order_id: otherOrder,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(KEY_SECRET, otherOrder, paymentId),
      },
      // Our order's signature, but the browser names another order.
      {
        razorpay_order_id: otherOrder,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId),
      },
      // The signature of another payment id.
      {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(KEY_SECRET, orderId, 'pay_ZZZZZZZZZZZZZZ'),
      },
    ];
    for (const transactionDetails of attempts) {
      expectError(
        await verifyPayment(customer, {
          paymentId: due.paymentId,
          serviceRequestId: due.requestId,
          transactionDetails,
        }),
        400,
        'INVALID_PAYMENT_SIGNATURE',
        'The payment signature does not match this order.',
      );
    }
    expect(await paymentRow(t, due.paymentId)).toMatchObject({
      status: 'created',
      gatewayPaymentId: null,
    });
    expect(await requestStatus(due.requestId)).toBe('pending_payment');
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(0);
  });

  it('refuses a tampered signature for a payment the webhook already recorded; nothing changes', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    const result = (await fakeCheckout(customer, orderId)).json() as CheckoutResult;
    // The gateway's payment.captured webhook records the capture before the browser verifies.
    await settle(t);
    const recorded = await paymentRow(t, due.paymentId);
    expect(recorded).toMatchObject({
      status: 'paid_by_customer',
      gatewayPaymentId: result.razorpay_payment_id,
    });
    const verify = (transactionDetails: CheckoutResult) =>
      verifyPayment(customer, {
        paymentId: due.paymentId,
        serviceRequestId: due.requestId,
        transactionDetails,
      });
    const paymentId = result.razorpay_payment_id;
    const tampered: CheckoutResult[] = [
      { ...result, razorpay_signature: 'f'.repeat(64) },
      { ...result, razorpay_signature: checkoutSignature('not-the-secret', orderId, paymentId) },
      { ...result, razorpay_order_id: 'order_ZZZZZZZZZZZZZZ' },
    ];
    for (const transactionDetails of tampered) {
      expectError(
        await verify(transactionDetails),
        400,
        'INVALID_PAYMENT_SIGNATURE',
        'The payment signature does not match this order.',
      );
    }
    await settle(t);
    expect(await paymentRow(t, due.paymentId)).toEqual(recorded);
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(1);
    expect(await payoutsOf(due.paymentId)).toHaveLength(1);

    // The correctly signed result is still the idempotent success.
    const again = await verify(result);
    expect(again.json()).toEqual({ success: true, message: 'Payment verified successfully!' });
    await settle(t);
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(1);
    expect(await payoutsOf(due.paymentId)).toHaveLength(1);
  });

  it('refuses malformed results with their messages', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    const base = {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
      razorpay_signature: 'a'.repeat(64),
    };
    const verify = (transactionDetails: unknown, extra: Record<string, unknown> = {}) =>
      verifyPayment(customer, {
        paymentId: due.paymentId,
        serviceRequestId: due.requestId,
        transactionDetails,
        ...extra,
      });
    expectInvalid(
      await verify({ ...base, razorpay_signature: 'xyz' }),
      'The payment signature is missing or malformed.',
    );
    expectInvalid(
      await verify({ ...base, razorpay_payment_id: undefined }),
      'The payment details are incomplete.',
    );
    expectInvalid(
      await verify({ ...base, razorpay_order_id: "order_x'; drop table payments;--" }),
      'The payment details are incomplete.',
    );
    expectInvalid(await verify(undefined), 'The payment details are incomplete.');
    expectInvalid(await verify('pay_x'), 'The payment details are incomplete.');
    expectInvalid(
      await verify(base, { paymentId: 'nope' }),
      'Invalid payment link. Payment ID is missing.',
    );
    expectInvalid(
      await verify(base, { serviceRequestId: undefined }),
      'Could not find associated service details for this payment.',
    );
    // Another request's id with this payment.
    const other = await servicePaymentDue(t, customer, repairer);
    expectError(
      await verify(base, { serviceRequestId: other.requestId }),
      400,
      'PAYMENT_MISMATCH',
      'The payment does not match this order.',
    );
    expect((await paymentRow(t, due.paymentId)).status).toBe('created');
  });

  it("refuses another customer's verification as unknown", async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    const result = (await fakeCheckout(customer, orderId)).json() as CheckoutResult;
    expectError(
      await verifyPayment(stranger, {
        paymentId: due.paymentId,
        serviceRequestId: due.requestId,
        transactionDetails: result,
      }),
      404,
      'NOT_FOUND',
      'Payment not found.',
    );
    expectError(await fakeCheckout(stranger, orderId), 404, 'NOT_FOUND', 'Order not found.');
  });

  it('refuses a correctly signed payment that the gateway says failed', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    const failed = await fakeCheckout(customer, orderId, 'failure');
    expect(failed.statusCode).toBe(200);
    const { error } = failed.json() as {
      error: { code: string; description: string; metadata: { payment_id: string } };
    };
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed because the test checkout was asked to fail it',
      reason: 'payment_failed',
      metadata: { order_id: orderId },
    });
    await settle(t);
    // The gateway's payment.failed webhook marked the attempt; the record stays payable.
    const row = await paymentRow(t, due.paymentId);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe(
      'BAD_REQUEST_ERROR: Payment failed because the test checkout was asked to fail it',
    );
    const paymentId = error.metadata.payment_id;
    expectError(
      await verifyPayment(customer, {
        paymentId: due.paymentId,
        serviceRequestId: due.requestId,
        transactionDetails: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId),
        },
      }),
      409,
      'PAYMENT_NOT_CAPTURED',
      'The payment has not been captured.',
    );
    expect(await requestStatus(due.requestId)).toBe('pending_payment');

    // A new attempt on the same order succeeds.
    const ok = (await fakeCheckout(customer, orderId)).json() as CheckoutResult;
    const res = await verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: ok,
    });
    expect(res.statusCode).toBe(200);
    await settle(t);
    expect(await paymentRow(t, due.paymentId)).toMatchObject({
      status: 'paid_by_customer',
      gatewayPaymentId: ok.razorpay_payment_id,
      failureReason: null,
    });
  });
});

describe('the rejection fee', () => {
  it('closes the rejected request when paid, with no payout: the fee is the platform’s', async () => {
    const due = await rejectionFeeDue(t, customer, repairer);
    const record = await customer.agent.get(`/api/user/payments/${due.paymentId}`);
    expect(record.json().data).toMatchObject({
      amount: 15_000,
      paymentMethod: 'rejection_fee',
      status: 'created',
      serviceRequest: { status: 'rejected' },
    });
    await payInFull(t, customer, due);
    expect(await requestStatus(due.requestId)).toBe('closed_rejected');
    expect((await paymentRow(t, due.paymentId)).status).toBe('paid_by_customer');
    expect(await payoutsOf(due.paymentId)).toHaveLength(0);
    expect(await eventsOf(due.requestId, 'payment_captured')).toHaveLength(1);
  });
});

describe('payments table', () => {
  it('keeps gateway order and payment ids unique', async () => {
    const a = await servicePaymentDue(t, customer, repairer);
    const b = await servicePaymentDue(t, customer, repairer);
    await t.deps.database.db
      .update(payments)
      .set({ gatewayOrderId: 'order_SAMEORDER00001' })
      .where(eq(payments.id, a.paymentId));
    await expect(
      t.deps.database.db
        .update(payments)
        .set({ gatewayOrderId: 'order_SAMEORDER00001' })
        .where(eq(payments.id, b.paymentId)),
    ).rejects.toThrow();
  });
});

describe('the fake gateway’s checkout', () => {
  it('is named by the public config and served as a script from our origin', async () => {
    const config = await t.app.inject({ url: '/api/public/config' });
    expect(config.json().data.payments).toEqual({
      provider: 'fake',
      checkoutScriptUrl: '/api/payments/fake/checkout.js',
    });
    const script = await t.app.inject({ url: '/api/payments/fake/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.Razorpay = Razorpay');
  });

  it('needs the signed-in owner and a known order; a paid order cannot be paid again', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    expect(
      (
        await createAgent(t.app).post(`/api/payments/fake/checkout/${orderId}/pay`, {
          outcome: 'success',
        })
      ).statusCode,
    ).toBe(401);
    expect((await fakeCheckout(customer, 'order_UNKNOWN0000001')).statusCode).toBe(404);
    expect(
      (
        await customer.agent.post(`/api/payments/fake/checkout/${orderId}/pay`, {
          outcome: 'maybe',
        })
      ).statusCode,
    ).toBe(400);
    expect((await fakeCheckout(customer, orderId)).statusCode).toBe(200);
    expectError(
      await fakeCheckout(customer, orderId),
      409,
      'PAYMENT_NOT_PAYABLE',
      'This order has already been paid.',
    );
    await settle(t);
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    const logs = t.logs.join('\n');
    for (const secret of ['gharseva_fake_key_secret', 'gharseva_fake_webhook_secret']) {
      expect(logs).not.toContain(secret);
    }
  });
});
