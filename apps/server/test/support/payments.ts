import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FAKE_PAYMENT_DEFAULTS } from '../../src/config.ts';
import { payments } from '../../src/db/schema/index.ts';
import type { FakeGateway } from '../../src/providers/payments/fake.ts';
import { hmacSha256Hex } from '../../src/providers/payments/signatures.ts';
import type { TestApp } from './app.ts';
import { completionCode, expectOkJson, jobAt, verifyCompletion, type Party } from './jobs.ts';

export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A job of `customer` done by `repairer` and confirmed with the code: its service payment is due. */
export async function servicePaymentDue(
  t: TestApp,
  customer: Party,
  repairer: Party,
  quoteRupees = 1200,
): Promise<{ requestId: string; paymentId: string }> {
  const requestId = await jobAt(t, 'pending_otp', customer, repairer, {}, quoteRupees);
  const res = await verifyCompletion(customer, requestId, completionCode(t, customer.phone));
  expect(res.statusCode, res.body).toBe(200);
  return { requestId, paymentId: res.json().paymentId as string };
}

/** A quote the customer rejected: its ₹150 rejection fee is due. */
export async function rejectionFeeDue(
  t: TestApp,
  customer: Party,
  repairer: Party,
): Promise<{ requestId: string; paymentId: string }> {
  const requestId = await jobAt(t, 'quoted', customer, repairer);
  const body = await expectOkJson(
    customer.agent.put(`/api/service-requests/user/${requestId}/reject-quote`),
  );
  return { requestId, paymentId: body.paymentId as string };
}

export const createOrder = (customer: Party, paymentRecordId: unknown) =>
  customer.agent.post('/api/user/create-razorpay-order', { paymentRecordId });

/** The order of a payment record, created through the customer's call. */
export async function orderFor(customer: Party, paymentId: string): Promise<string> {
  const body = await expectOkJson(createOrder(customer, paymentId));
  return (body.data as { orderId: string }).orderId;
}

/** The fake gateway's checkout page paying (or failing) the order, as its buttons do. */
export async function fakeCheckout(
  customer: Party,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  return customer.agent.post(`/api/payments/fake/checkout/${orderId}/pay`, { outcome });
}

export const verifyPayment = (
  customer: Party,
  input: { paymentId: string; serviceRequestId: string; transactionDetails: unknown },
) => customer.agent.post('/api/user/verify-and-transfer-payment', input);

/** Order, fake checkout and verification: the whole happy path of the payment page. */
export async function payInFull(
  t: TestApp,
  customer: Party,
  due: { requestId: string; paymentId: string },
): Promise<CheckoutResult> {
  const orderId = await orderFor(customer, due.paymentId);
  const result = (await expectOkJson(fakeCheckout(customer, orderId))) as unknown as CheckoutResult;
  await expectOkJson(
    verifyPayment(customer, {
      paymentId: due.paymentId,
      serviceRequestId: due.requestId,
      transactionDetails: result,
    }),
  );
  await settle(t);
  return result;
}

/** Pays the service payment of a request in pending_payment through the fake gateway. */
export async function payRequest(t: TestApp, customer: Party, requestId: string): Promise<void> {
  const [row] = await t.deps.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.serviceRequestId, requestId), eq(payments.kind, 'service')));
  if (!row) throw new Error(`no service payment for ${requestId}`);
  await payInFull(t, customer, { requestId, paymentId: row.id });
}

/** Waits for the fake gateway's webhook deliveries and the jobs they and the checkout sent. */
export async function settle(t: TestApp): Promise<void> {
  for (let i = 0; i < 3; i++) {
    if (t.deps.payments.name === 'fake') await (t.deps.payments as FakeGateway).idle();
    await t.app.queue.idle();
  }
}

export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** A webhook body as Razorpay sends it, with its signature over exactly these bytes. */
export function signedWebhook(
  event: string,
  entities: Record<string, unknown>,
  secret = FAKE_PAYMENT_DEFAULTS.RAZORPAY_WEBHOOK_SECRET,
): { body: string; signature: string } {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(entities),
    payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, signature: hmacSha256Hex(secret, body) };
}

export function postWebhook(
  t: TestApp,
  delivery: { body: string; signature: string },
  eventId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: delivery.body,
  });
}
