import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payouts,
  serviceRequestEvents,
  serviceRequests,
  webhookEvents,
} from '../../src/db/schema/index.ts';
import { hmacSha256Hex } from '../../src/providers/payments/signatures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError } from '../support/assert.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import {
  fakeCheckout,
  orderFor,
  paymentRow,
  postWebhook,
  servicePaymentDue,
  settle,
  signedWebhook,
  verifyPayment,
  type CheckoutResult,
} from '../support/payments.ts';

/**
 * Razorpay's webhooks. This app's fake gateway delivers no webhooks of its own
 * here: the tests send each one themselves, in the order they choose.
 */
let t: TestApp;
let customer: Party;
let repairer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100' });
  // Silence the fake gateway's own deliveries: the tests play Razorpay.
  if ('setWebhookReceiver' in t.deps.payments) {
    t.deps.payments.setWebhookReceiver(async () => undefined);
  }
  customer = await newCustomer(t, 'Meera Iyer');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterAll(async () => {
  await t.close();
});

let eventCounter = 0;
const eventId = () => `evt_test${String(++eventCounter).padStart(10, '0')}`;

/** A due payment with its order, and a payment the (fake) gateway captured for it. */
async function capturedAtGateway() {
  const due = await servicePaymentDue(t, customer, repairer, 1000);
  const orderId = await orderFor(customer, due.paymentId);
  const result = (await fakeCheckout(customer, orderId)).json() as CheckoutResult;
  const entity = {
    id: result.razorpay_payment_id,
    entity: 'payment',
    amount: 100_000,
    currency: 'INR',
    status: 'captured',
    order_id: orderId,
    method: 'upi',
    captured: true,
  };
  return { ...due, orderId, result, entity };
}

async function requestStatus(id: string) {
  const [row] = await t.deps.database.db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row!.status;
}

const captures = (requestId: string) =>
  t.deps.database.db
    .select()
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.serviceRequestId, requestId),
        eq(serviceRequestEvents.kind, 'payment_captured'),
      ),
    );

const payoutsOf = (paymentId: string) =>
  t.deps.database.db.select().from(payouts).where(eq(payouts.paymentId, paymentId));

/**
 * Delivers a webhook: the answer is `queued` (kept, its job applies it) or `duplicate`; then
 * what the job did, once it ran.
 */
async function deliver(delivery: { body: string; signature: string }, id: string) {
  const res = await postWebhook(t, delivery, id);
  expect(res.statusCode, res.body).toBe(200);
  const { outcome } = res.json() as { outcome: string };
  if (outcome === 'duplicate') return outcome;
  expect(outcome).toBe('queued');
  await settle(t);
  const [stored] = await t.deps.database.db
    .select({ outcome: webhookEvents.outcome })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, id));
  return stored!.outcome;
}

describe('POST /api/payments/razorpay/webhook', () => {
  it('applies payment.captured once: the record, the request, the payout', async () => {
    const paid = await capturedAtGateway();
    const delivery = signedWebhook('payment.captured', { payment: paid.entity });
    const id = eventId();
    const res = await postWebhook(t, delivery, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, outcome: 'queued' });
    await settle(t);
    expect(await paymentRow(t, paid.paymentId)).toMatchObject({
      status: 'paid_by_customer',
      gatewayPaymentId: paid.entity.id,
      gatewayMethod: 'upi',
    });
    expect(await requestStatus(paid.requestId)).toBe('customer_paid');
    expect(await payoutsOf(paid.paymentId)).toHaveLength(1);

    // Razorpay delivers again with the same event id: handled once.
    expect((await postWebhook(t, delivery, id)).json()).toEqual({
      success: true,
      outcome: 'duplicate',
    });
    await settle(t);
    // order.paid for the same payment (another event id): already applied.
    const orderPaid = signedWebhook('order.paid', {
      payment: paid.entity,
      order: { id: paid.orderId, entity: 'order', amount: 100_000, status: 'paid' },
    });
    expect(await deliver(orderPaid, eventId())).toBe('already_applied');
    // The checkout's verification after the webhook: success, nothing twice.
    const verified = await verifyPayment(customer, {
      paymentId: paid.paymentId,
      serviceRequestId: paid.requestId,
      transactionDetails: paid.result,
    });
    expect(verified.statusCode).toBe(200);
    await settle(t);
    expect(await captures(paid.requestId)).toHaveLength(1);
    expect(await payoutsOf(paid.paymentId)).toHaveLength(1);
    const [stored] = await t.deps.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, id));
    expect(stored).toMatchObject({
      source: 'razorpay',
      event: 'payment.captured',
      outcome: 'applied',
    });
  });

  it('refuses a bad signature, a signature with the key secret, and a re-serialised body; nothing is written', async () => {
    const paid = await capturedAtGateway();
    const good = signedWebhook('payment.captured', { payment: paid.entity });
    const forged = [
      { body: good.body, signature: hmacSha256Hex('wrong-secret', good.body) },
      // The key secret signs Checkout results, not webhooks.
      { body: good.body, signature: hmacSha256Hex('gharseva_fake_key_secret', good.body) },
      // The same object, serialised again with other whitespace: not the bytes that were signed.
      { body: JSON.stringify(JSON.parse(good.body), null, 2), signature: good.signature },
      { body: good.body, signature: '' },
      { body: good.body, signature: 'zz'.repeat(32) },
    ];
    for (const delivery of forged) {
      const id = eventId();
      expectError(
        await postWebhook(t, delivery, id),
        400,
        'INVALID_WEBHOOK_SIGNATURE',
        'Invalid webhook signature.',
      );
      const stored = await t.deps.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, id));
      expect(stored).toHaveLength(0);
    }
    expect((await paymentRow(t, paid.paymentId)).status).toBe('created');
    expect(await requestStatus(paid.requestId)).toBe('pending_payment');
  });

  it('acknowledges unknown events and orders that are not ours', async () => {
    const unknown = signedWebhook('refund.processed', { refund: { id: 'rfnd_1' } });
    expect(await deliver(unknown, eventId())).toBe('ignored');
    const stranger = signedWebhook('payment.captured', {
      payment: {
        id: 'pay_NOTOURS0000001',
        amount: 5000,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_NOTOURS000001',
      },
    });
    expect(await deliver(stranger, eventId())).toBe('ignored');
  });

  it('ignores a capture of another amount than the record', async () => {
    const paid = await capturedAtGateway();
    const cheaper = signedWebhook('payment.captured', {
      payment: { ...paid.entity, amount: 100 },
    });
    expect(await deliver(cheaper, eventId())).toBe('ignored');
    expect((await paymentRow(t, paid.paymentId)).status).toBe('created');
  });

  it('is safe out of order: a failure after the capture changes nothing, a capture after a failure applies', async () => {
    const first = await capturedAtGateway();
    const failedEntity = {
      ...first.entity,
      id: 'pay_FAILEDATTEMPT1',
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment was cancelled by the customer',
    };
    await deliver(signedWebhook('payment.captured', { payment: first.entity }), eventId());
    const late = await deliver(
      signedWebhook('payment.failed', { payment: failedEntity }),
      eventId(),
    );
    expect(late).toBe('stale');
    expect((await paymentRow(t, first.paymentId)).status).toBe('paid_by_customer');

    const second = await capturedAtGateway();
    const failure = await deliver(
      signedWebhook('payment.failed', {
        payment: { ...failedEntity, order_id: second.orderId },
      }),
      eventId(),
    );
    expect(failure).toBe('applied');
    expect(await paymentRow(t, second.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'BAD_REQUEST_ERROR: Payment was cancelled by the customer',
    });
    const capture = await deliver(
      signedWebhook('payment.captured', { payment: second.entity }),
      eventId(),
    );
    expect(capture).toBe('applied');
    await settle(t);
    expect(await paymentRow(t, second.paymentId)).toMatchObject({
      status: 'paid_by_customer',
      failureReason: null,
    });
    expect(await requestStatus(second.requestId)).toBe('customer_paid');
  });

  it('records one capture when the checkout and the webhook arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await capturedAtGateway();
      const delivery = signedWebhook('payment.captured', { payment: paid.entity });
      const id = eventId();
      const [verified, hooked, hookedAgain] = await Promise.all([
        verifyPayment(customer, {
          paymentId: paid.paymentId,
          serviceRequestId: paid.requestId,
          transactionDetails: paid.result,
        }),
        postWebhook(t, delivery, id),
        postWebhook(t, delivery, id),
      ]);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(hooked.statusCode).toBe(200);
      expect(hookedAgain.statusCode).toBe(200);
      expect([hooked.json().outcome, hookedAgain.json().outcome].sort()).toEqual(
        expect.arrayContaining(['duplicate']),
      );
      await settle(t);
      expect(await captures(paid.requestId)).toHaveLength(1);
      const rows = await payoutsOf(paid.paymentId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'processed', attempts: 1 });
      expect(await requestStatus(paid.requestId)).toBe('customer_paid');
    }
  });
});
