import { describe, expect, it } from 'vitest';
import { GatewayError, type PaymentGateway } from '../../src/providers/payments/gateway.ts';
import { checkoutSignature, hmacSha256Hex } from '../../src/providers/payments/signatures.ts';

/** What a contract run needs of an adapter: the gateway, and a customer paying in its Checkout. */
export interface GatewayUnderTest {
  gateway: PaymentGateway;
  keySecret: string;
  webhookSecret: string;
  /** The customer's payment of the order: the payment id and, on success, Checkout's result. */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
  ): Promise<{ paymentId: string; signature: string | null }>;
}

/**
 * The one contract both gateways keep (issue 5): the real Razorpay adapter
 * (against a local stub of Razorpay's API) and the local fake.
 */
export function describeGatewayContract(name: string, setup: () => GatewayUnderTest) {
  describe(`${name}: the payment gateway contract`, () => {
    it('creates an order in paise with our receipt', async () => {
      const { gateway } = setup();
      const order = await gateway.createOrder({
        amountPaise: 123_450,
        currency: 'INR',
        receipt: 'receipt-0001',
        notes: { paymentId: 'p-1' },
      });
      expect(order).toEqual({
        id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
        amountPaise: 123_450,
        currency: 'INR',
        receipt: 'receipt-0001',
        status: 'created',
      });
    });

    it('refuses an order below the minimum amount, as refused', async () => {
      const { gateway } = setup();
      const error = await gateway
        .createOrder({ amountPaise: 50, currency: 'INR', receipt: 'r', notes: {} })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).refused).toBe(true);
    });

    it("signs a successful payment's result, and fetches it captured for the order's amount", async () => {
      const subject = setup();
      const { gateway } = subject;
      const order = await gateway.createOrder({
        amountPaise: 99_900,
        currency: 'INR',
        receipt: 'receipt-0002',
        notes: {},
      });
      const paid = await subject.pay(order.id, 'success');
      expect(paid.signature).toBe(checkoutSignature(subject.keySecret, order.id, paid.paymentId));
      expect(
        gateway.verifyCheckoutSignature({
          orderId: order.id,
          paymentId: paid.paymentId,
          signature: paid.signature!,
        }),
      ).toBe(true);
      expect(await gateway.fetchPayment(paid.paymentId)).toEqual({
        id: paid.paymentId,
        orderId: order.id,
        amountPaise: 99_900,
        currency: 'INR',
        status: 'captured',
        errorCode: null,
        errorDescription: null,
        method: 'upi',
      });
    });

    it('rejects signatures of another order, another payment, another secret, or malformed', async () => {
      const subject = setup();
      const { gateway } = subject;
      const order = await gateway.createOrder({
        amountPaise: 10_000,
        currency: 'INR',
        receipt: 'receipt-0003',
        notes: {},
      });
      const paid = await subject.pay(order.id, 'success');
      const check = (orderId: string, paymentId: string, signature: string) =>
        gateway.verifyCheckoutSignature({ orderId, paymentId, signature });
      expect(check('order_OTHER000000001', paid.paymentId, paid.signature!)).toBe(false);
      expect(check(order.id, 'pay_OTHER00000001', paid.signature!)).toBe(false);
      expect(
        check(order.id, paid.paymentId, checkoutSignature('other', order.id, paid.paymentId)),
      ).toBe(false);
      expect(check(order.id, paid.paymentId, paid.signature!.toUpperCase())).toBe(true);
      expect(check(order.id, paid.paymentId, paid.signature!.slice(0, 63))).toBe(false);
      expect(check(order.id, paid.paymentId, '')).toBe(false);
    });

    it('fetches a failed payment with its error', async () => {
      const subject = setup();
      const order = await subject.gateway.createOrder({
        amountPaise: 10_000,
        currency: 'INR',
        receipt: 'receipt-0004',
        notes: {},
      });
      const failed = await subject.pay(order.id, 'failure');
      expect(failed.signature).toBeNull();
      const payment = await subject.gateway.fetchPayment(failed.paymentId);
      expect(payment).toMatchObject({ orderId: order.id, status: 'failed' });
      expect(payment.errorCode).toEqual(expect.any(String));
      expect(payment.errorDescription).toEqual(expect.any(String));
    });

    it('refuses to fetch an unknown payment, as refused', async () => {
      const error = await setup()
        .gateway.fetchPayment('pay_UNKNOWN0000001')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).refused).toBe(true);
    });

    it('refunds part of a captured payment once per idempotency key, never above the capture', async () => {
      const subject = setup();
      const { gateway } = subject;
      const order = await gateway.createOrder({
        amountPaise: 50_000,
        currency: 'INR',
        receipt: 'receipt-0005',
        notes: {},
      });
      const paid = await subject.pay(order.id, 'success');
      const first = await gateway.refundPayment({
        paymentId: paid.paymentId,
        amountPaise: 20_000,
        idempotencyKey: `key-${paid.paymentId}-1`,
        notes: { refundId: 'r-1' },
      });
      expect(first).toEqual({
        id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
        paymentId: paid.paymentId,
        amountPaise: 20_000,
        status: expect.stringMatching(/^(pending|processed)$/),
      });
      const repeat = await gateway.refundPayment({
        paymentId: paid.paymentId,
        amountPaise: 20_000,
        idempotencyKey: `key-${paid.paymentId}-1`,
        notes: { refundId: 'r-1' },
      });
      expect(repeat.id).toBe(first.id);
      const above = await gateway
        .refundPayment({
          paymentId: paid.paymentId,
          amountPaise: 30_001,
          idempotencyKey: `key-${paid.paymentId}-2`,
          notes: {},
        })
        .catch((e: unknown) => e);
      expect(above).toBeInstanceOf(GatewayError);
      expect((above as GatewayError).refused).toBe(true);
      const rest = await gateway.refundPayment({
        paymentId: paid.paymentId,
        amountPaise: 30_000,
        idempotencyKey: `key-${paid.paymentId}-3`,
        notes: {},
      });
      expect(rest.amountPaise).toBe(30_000);
    });

    it('verifies webhook signatures over the raw bytes with the webhook secret only', () => {
      const { gateway, webhookSecret, keySecret } = setup();
      const raw = Buffer.from('{"event":"payment.captured","payload":{}}');
      expect(gateway.verifyWebhookSignature(raw, hmacSha256Hex(webhookSecret, raw))).toBe(true);
      expect(gateway.verifyWebhookSignature(raw, hmacSha256Hex(keySecret, raw))).toBe(false);
      const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1));
      expect(gateway.verifyWebhookSignature(reserialised, hmacSha256Hex(webhookSecret, raw))).toBe(
        false,
      );
      expect(gateway.verifyWebhookSignature(raw, 'not-hex')).toBe(false);
    });
  });
}
