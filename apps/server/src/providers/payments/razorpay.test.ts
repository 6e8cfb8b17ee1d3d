import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeGatewayContract } from '../../../test/support/gateway-contract.ts';
import { startRazorpayStub, type RazorpayStub } from '../../../test/support/razorpay-stub.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay.ts';

let stub: RazorpayStub;
let gateway: PaymentGateway;
const webhookSecret = 'stub-webhook-secret';

beforeAll(async () => {
  stub = await startRazorpayStub();
  gateway = createRazorpayGateway({
    keyId: stub.keyId,
    keySecret: stub.keySecret,
    webhookSecret,
    apiUrl: stub.url,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    timeoutMs: 500,
  });
});
afterAll(async () => {
  await stub?.close();
});

describeGatewayContract('razorpay (against a local stub of its API)', () => ({
  gateway,
  keySecret: stub.keySecret,
  webhookSecret,
  async pay(orderId, outcome) {
    const result = stub.customerPays(orderId, outcome === 'success' ? 'captured' : 'failed');
    return {
      paymentId: result.razorpay_payment_id,
      signature: outcome === 'success' ? result.razorpay_signature : null,
    };
  },
}));

describe('the Razorpay adapter', () => {
  it('calls the Orders API with basic auth, integer paise, our receipt and notes', async () => {
    stub.received.length = 0;
    await gateway.createOrder({
      amountPaise: 4_500,
      currency: 'INR',
      receipt: 'pay-record-1',
      notes: { paymentId: 'pay-record-1', kind: 'service' },
    });
    const [call] = stub.received;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: {
        amount: 4_500,
        currency: 'INR',
        receipt: 'pay-record-1',
        notes: { paymentId: 'pay-record-1', kind: 'service' },
      },
    });
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${stub.keyId}:${stub.keySecret}`).toString('base64')}`,
    );
  });

  it('captures an authorized payment for its amount', async () => {
    const order = await gateway.createOrder({
      amountPaise: 7_000,
      currency: 'INR',
      receipt: 'r-auth',
      notes: {},
    });
    const { razorpay_payment_id: id } = stub.customerPays(order.id, 'authorized');
    expect((await gateway.fetchPayment(id)).status).toBe('authorized');
    expect((await gateway.capturePayment(id, 7_000, 'INR')).status).toBe('captured');
  });

  it('refunds through the Refunds API with X-Refund-Idempotency, and a lost answer retried refunds once', async () => {
    const order = await gateway.createOrder({
      amountPaise: 9_000,
      currency: 'INR',
      receipt: 'r-refund',
      notes: {},
    });
    const { razorpay_payment_id: id } = stub.customerPays(order.id, 'captured');
    stub.received.length = 0;
    const input = {
      paymentId: id,
      amountPaise: 4_000,
      idempotencyKey: 'refund-key-1',
      notes: { refundId: 'x' },
    };
    const refund = await gateway.refundPayment(input);
    expect(stub.received[0]).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${id}/refund`,
      body: { amount: 4_000, notes: { refundId: 'x' } },
    });
    expect(stub.received[0]!.headers['x-refund-idempotency']).toBe('refund-key-1');
    // The answer is lost (the call hangs past the timeout); the retry with the key answers the first.
    stub.failNext(`/v1/payments/${id}/refund`, 'hang');
    const lost = await gateway.refundPayment(input).catch((e: unknown) => e);
    expect(lost).toMatchObject({ refused: false });
    expect((await gateway.refundPayment(input)).id).toBe(refund.id);
    expect([...stub.refunds.values()].filter((r) => r.payment_id === id)).toHaveLength(1);
  });

  it('reports wrong keys as refused, and an unreachable or hanging API as not refused', async () => {
    const wrongKeys = createRazorpayGateway({
      keyId: stub.keyId,
      keySecret: 'wrong',
      webhookSecret,
      apiUrl: stub.url,
      checkoutScriptUrl: 'x',
      timeoutMs: 500,
    });
    const refused = await wrongKeys
      .createOrder({ amountPaise: 1_000, currency: 'INR', receipt: 'r', notes: {} })
      .catch((e: unknown) => e as GatewayError);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ refused: true, code: 'BAD_REQUEST_ERROR' });

    stub.failNext('/v1/orders', 503);
    const down = await gateway
      .createOrder({ amountPaise: 1_000, currency: 'INR', receipt: 'r', notes: {} })
      .catch((e: unknown) => e as GatewayError);
    expect(down).toMatchObject({ refused: false });

    stub.failNext('/v1/payments', 'hang');
    const started = Date.now();
    const hung = await gateway.fetchPayment('pay_HANGING0000001').catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(GatewayError);
    expect((hung as GatewayError).refused).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);

    const nowhere = createRazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret,
      apiUrl: 'http://127.0.0.1:9',
      checkoutScriptUrl: 'x',
      timeoutMs: 500,
    });
    const unreachable = await nowhere.fetchPayment('pay_X').catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(GatewayError);
    expect((unreachable as GatewayError).refused).toBe(false);
  });
});
