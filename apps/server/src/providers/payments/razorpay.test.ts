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
