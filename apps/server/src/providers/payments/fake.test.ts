import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { describeGatewayContract } from '../../../test/support/gateway-contract.ts';
import { openTestDatabase } from '../../../test/support/database.ts';
import { createFakeGateway, type FakeGateway } from './fake.ts';
import { GatewayError } from './gateway.ts';
import { hmacSha256Hex } from './signatures.ts';

let database: Database;
let gateway: FakeGateway;
const secrets = { keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
const deliveries: { rawBody: Buffer; signature: string; eventId: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = createFakeGateway({
    db: database.db,
    keyId: 'rzp_test_fake',
    checkoutScriptUrl: '/api/payments/fake/checkout.js',
    ...secrets,
  });
  gateway.setWebhookReceiver(async (delivery) => void deliveries.push(delivery));
});
afterAll(async () => {
  await database?.close();
});

describeGatewayContract('fake', () => ({
  gateway,
  ...secrets,
  async pay(orderId, outcome) {
    const result = await gateway.completeCheckout(orderId, outcome);
    return 'error' in result
      ? { paymentId: result.error.metadata.payment_id, signature: null }
      : { paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
  },
}));

describe('the fake gateway', () => {
  it('pays an order once, even when its checkout is completed twice at once', async () => {
    const order = await gateway.createOrder({
      amountPaise: 50_000,
      currency: 'INR',
      receipt: 'r-twice',
      notes: {},
    });
    const results = await Promise.allSettled([
      gateway.completeCheckout(order.id, 'success'),
      gateway.completeCheckout(order.id, 'success'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(GatewayError);
  });

  it('delivers signed webhooks after a checkout, as Razorpay does', async () => {
    await gateway.idle();
    deliveries.length = 0;
    const order = await gateway.createOrder({
      amountPaise: 20_000,
      currency: 'INR',
      receipt: 'r-hooks',
      notes: {},
    });
    await gateway.completeCheckout(order.id, 'failure');
    await gateway.completeCheckout(order.id, 'success');
    await gateway.idle();
    const events = deliveries.map((d) => JSON.parse(d.rawBody.toString()) as { event: string });
    expect(events.map((e) => e.event)).toEqual([
      'payment.failed',
      'payment.captured',
      'order.paid',
    ]);
    for (const d of deliveries) {
      expect(d.signature).toBe(hmacSha256Hex(secrets.webhookSecret, d.rawBody));
      expect(d.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    }
    expect(new Set(deliveries.map((d) => d.eventId)).size).toBe(3);
  });

  it('announces a new refund with a signed refund.processed webhook, and a repeated key with none', async () => {
    const order = await gateway.createOrder({
      amountPaise: 40_000,
      currency: 'INR',
      receipt: 'r-refund',
      notes: {},
    });
    const paid = await gateway.completeCheckout(order.id, 'success');
    if ('error' in paid) throw new Error('the checkout failed');
    await gateway.idle();
    deliveries.length = 0;
    const input = {
      paymentId: paid.razorpay_payment_id,
      amountPaise: 15_000,
      idempotencyKey: 'refund-hook-1',
      notes: { refundId: 'ours-1' },
    };
    const first = await gateway.refundPayment(input);
    await gateway.refundPayment(input);
    await gateway.idle();
    expect(deliveries).toHaveLength(1);
    const body = JSON.parse(deliveries[0]!.rawBody.toString()) as {
      event: string;
      payload: { refund: { entity: Record<string, unknown> } };
    };
    expect(body.event).toBe('refund.processed');
    expect(body.payload.refund.entity).toMatchObject({
      id: first.id,
      payment_id: paid.razorpay_payment_id,
      amount: 15_000,
      status: 'processed',
      notes: { refundId: 'ours-1' },
    });
    expect(deliveries[0]!.signature).toBe(
      hmacSha256Hex(secrets.webhookSecret, deliveries[0]!.rawBody),
    );
  });
});
