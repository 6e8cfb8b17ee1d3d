import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError } from '../support/assert.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import {
  createOrder,
  orderFor,
  paymentRow,
  servicePaymentDue,
  settle,
  verifyPayment,
} from '../support/payments.ts';
import { startRazorpayStub, type RazorpayStub } from '../support/razorpay-stub.ts';

/** The whole app on PAYMENT_PROVIDER=razorpay and PAYOUT_PROVIDER=razorpayx, against a local stub. */
let stub: RazorpayStub;
let t: TestApp;
let customer: Party;
let repairer: Party;

beforeAll(async () => {
  stub = await startRazorpayStub();
  t = await createTestApp({
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    MAX_ACTIVE_JOBS: '50',
    PAYMENT_PROVIDER: 'razorpay',
    PAYOUT_PROVIDER: 'razorpayx',
    RAZORPAY_KEY_ID: stub.keyId,
    RAZORPAY_KEY_SECRET: stub.keySecret,
    RAZORPAY_WEBHOOK_SECRET: 'stub-webhook-secret',
    RAZORPAY_API_URL: stub.url,
    RAZORPAYX_ACCOUNT_NUMBER: '2323230041626905',
    PAYMENT_TIMEOUT_MS: '1000',
  });
  customer = await newCustomer(t, 'Meera Iyer');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('payments through the Razorpay adapter', () => {
  it('pays a service: order, Checkout, verification, and a RazorpayX payout to the UPI id', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 2200);
    const order = await createOrder(customer, due.paymentId);
    expect(order.json().data).toMatchObject({ razorpayKey: stub.keyId, amount: 220_000 });
    const orderId = order.json().data.orderId as string;
    expect(stub.orders.get(orderId)).toMatchObject({ amount: 220_000, receipt: due.paymentId });

    const result = stub.customerPays(orderId);
    const res = await verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: result,
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle(t);
    expect((await paymentRow(t, due.paymentId)).status).toBe('paid_by_customer');
    const [payout] = await t.deps.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.paymentId, due.paymentId));
    expect(payout).toMatchObject({ status: 'processed', provider: 'razorpayx', simulated: false });
    const sent = stub.received.find(
      (r) =>
        r.path === '/v1/payouts' && r.headers['x-payout-idempotency'] === payout!.idempotencyKey,
    );
    expect(sent?.body).toMatchObject({ amount: 220_000, mode: 'UPI' });
    expect(payout!.providerPayoutId).toBe(
      [...stub.payouts.values()].find((p) => p.reference_id === payout!.id)?.id,
    );
  });

  it('captures an authorized payment before recording it', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 500);
    const orderId = await orderFor(customer, due.paymentId);
    const result = stub.customerPays(orderId, 'authorized');
    const res = await verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: result,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(stub.payments.get(result.razorpay_payment_id)?.status).toBe('captured');
    await settle(t);
  });

  it('answers 502 when Razorpay is down, storing no order; the next try works', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    stub.failNext('/v1/orders', 503);
    expectError(
      await createOrder(customer, due.paymentId),
      502,
      'GATEWAY_ERROR',
      'The payment service could not be reached. Please try again.',
    );
    expect((await paymentRow(t, due.paymentId)).gatewayOrderId).toBeNull();
    expect((await createOrder(customer, due.paymentId)).statusCode).toBe(200);
  });

  it('serves no fake checkout, names Razorpay’s script, and lets the page load it', async () => {
    expect((await t.app.inject({ url: '/api/payments/fake/checkout.js' })).statusCode).toBe(404);
    const config = await t.app.inject({ url: '/api/public/config' });
    expect(config.json().data.payments).toEqual({
      provider: 'razorpay',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });
});
