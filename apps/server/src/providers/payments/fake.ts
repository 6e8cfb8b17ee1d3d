import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fakeGatewayOrders,
  fakeGatewayPayments,
  fakeGatewayRefunds,
} from '../../db/schema/index.ts';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';
import { checkoutSignature, hmacSha256Hex, verifyCheckout, verifyWebhook } from './signatures.ts';

/** What Checkout's `handler` receives after a successful payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Checkout's `payment.failed` listeners receive. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** Hands a signed webhook delivery to whoever receives them (our webhook route's service). */
export type WebhookReceiver = (delivery: {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}) => Promise<unknown>;

export interface FakeGateway extends PaymentGateway {
  readonly name: 'fake';
  /** The local checkout page's buttons: pay the order, or fail this attempt. */
  completeCheckout(
    orderId: string,
    outcome: 'success' | 'failure',
  ): Promise<CheckoutSuccess | CheckoutFailure>;
  /** Where webhooks go, as Razorpay would post them after a payment. */
  setWebhookReceiver(receiver: WebhookReceiver): void;
  /** Resolves when every webhook delivery started so far has been handed over. */
  idle(): Promise<void>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A Razorpay-shaped id: the prefix, an underscore and 14 base62 characters. */
function gatewayId(prefix: string): string {
  const bytes = crypto.randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;
}

export const FAKE_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed because the test checkout was asked to fail it',
} as const;

/**
 * The local stand-in for Razorpay (PAYMENT_PROVIDER=fake): the same contract,
 * with its orders and payments in tables of its own, signatures made with the
 * configured key secret, and webhooks signed with the webhook secret and
 * delivered after each checkout, as Razorpay does. Payments are captured at
 * once (Razorpay's automatic capture). Refunds are processed at once and
 * announced with a signed `refund.processed` webhook; a repeated idempotency
 * key answers the first refund and sends nothing.
 */
export function createFakeGateway(options: {
  db: Db;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  checkoutScriptUrl: string;
}): FakeGateway {
  const { db } = options;
  let receiver: WebhookReceiver | undefined;
  const deliveries = new Set<Promise<unknown>>();

  /** Posts the event to the receiver after the checkout has answered, like a real webhook. */
  function deliver(event: string, entities: Record<string, unknown>) {
    if (!receiver) return;
    const to = receiver;
    const body = Buffer.from(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_fakegharseva01',
        event,
        contains: Object.keys(entities),
        payload: Object.fromEntries(
          Object.entries(entities).map(([name, entity]) => [name, { entity }]),
        ),
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
    const delivery = new Promise((resolve) => setImmediate(resolve))
      .then(() =>
        to({
          rawBody: body,
          signature: hmacSha256Hex(options.webhookSecret, body),
          eventId: gatewayId('evt'),
        }),
      )
      .catch(() => undefined)
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  const paymentEntity = (p: typeof fakeGatewayPayments.$inferSelect) => ({
    id: p.id,
    entity: 'payment',
    amount: p.amountPaise,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    method: 'upi',
    captured: p.status === 'captured',
    error_code: p.errorCode,
    error_description: p.errorDescription,
    created_at: Math.floor(p.createdAt.getTime() / 1000),
  });

  const toPayment = (p: typeof fakeGatewayPayments.$inferSelect): GatewayPayment => ({
    id: p.id,
    orderId: p.orderId,
    amountPaise: p.amountPaise,
    currency: p.currency,
    status: p.status,
    errorCode: p.errorCode,
    errorDescription: p.errorDescription,
    // The test checkout pays by UPI, as its payment entity says.
    method: 'upi',
  });

  const refundEntity = (r: typeof fakeGatewayRefunds.$inferSelect) => ({
    id: r.id,
    entity: 'refund',
    amount: r.amountPaise,
    currency: r.currency,
    payment_id: r.paymentId,
    notes: r.notes,
    status: r.status,
    speed_processed: 'normal',
    created_at: Math.floor(r.createdAt.getTime() / 1000),
  });

  const toRefund = (r: typeof fakeGatewayRefunds.$inferSelect): GatewayRefund => ({
    id: r.id,
    paymentId: r.paymentId,
    amountPaise: r.amountPaise,
    status: r.status,
  });

  async function findPayment(paymentId: string) {
    const [row] = await db
      .select()
      .from(fakeGatewayPayments)
      .where(eq(fakeGatewayPayments.id, paymentId))
      .limit(1);
    if (!row) {
      throw new GatewayError('The id provided does not exist', 'BAD_REQUEST_ERROR', true);
    }
    return row;
  }

  return {
    name: 'fake',
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,

    async createOrder(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) {
        throw new GatewayError(
          'Order amount less than minimum amount allowed',
          'BAD_REQUEST_ERROR',
          true,
        );
      }
      const [order] = await db
        .insert(fakeGatewayOrders)
        .values({
          id: gatewayId('order'),
          amountPaise: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
          status: 'created',
        })
        .returning();
      return {
        id: order!.id,
        amountPaise: order!.amountPaise,
        currency: order!.currency,
        receipt: order!.receipt,
        status: order!.status,
      };
    },

    fetchPayment: async (paymentId) => toPayment(await findPayment(paymentId)),

    async capturePayment(paymentId, amountPaise, currency) {
      const payment = await findPayment(paymentId);
      // Payments here are captured at once; capturing again is what Razorpay refuses.
      if (payment.status === 'captured') {
        throw new GatewayError('This payment has already been captured', 'BAD_REQUEST_ERROR', true);
      }
      if (payment.amountPaise !== amountPaise || payment.currency !== currency) {
        throw new GatewayError(
          'Capture amount must be equal to the amount authorized',
          'BAD_REQUEST_ERROR',
          true,
        );
      }
      throw new GatewayError(
        'Only payments which have been authorized can be captured',
        'BAD_REQUEST_ERROR',
        true,
      );
    },

    async refundPayment(input) {
      const refunded = await db.transaction(async (tx) => {
        // The payment's row lock keeps two refunds at once from passing the capture together,
        // and makes a repeat of the key wait for the first to commit, then find it.
        const [payment] = await tx
          .select()
          .from(fakeGatewayPayments)
          .where(eq(fakeGatewayPayments.id, input.paymentId))
          .for('update');
        if (!payment) {
          throw new GatewayError('The id provided does not exist', 'BAD_REQUEST_ERROR', true);
        }
        const [repeat] = await tx
          .select()
          .from(fakeGatewayRefunds)
          .where(eq(fakeGatewayRefunds.idempotencyKey, input.idempotencyKey));
        if (repeat) return { refund: repeat, fresh: false };
        if (payment.status !== 'captured') {
          throw new GatewayError(
            'Only captured payments can be refunded',
            'BAD_REQUEST_ERROR',
            true,
          );
        }
        const [done] = await tx
          .select({ total: sql<number>`coalesce(sum(${fakeGatewayRefunds.amountPaise}), 0)::int` })
          .from(fakeGatewayRefunds)
          .where(
            and(
              eq(fakeGatewayRefunds.paymentId, input.paymentId),
              ne(fakeGatewayRefunds.status, 'failed'),
            ),
          );
        if (
          !Number.isInteger(input.amountPaise) ||
          input.amountPaise < 100 ||
          input.amountPaise > payment.amountPaise - Number(done?.total ?? 0)
        ) {
          throw new GatewayError(
            'The refund amount provided is greater than amount captured',
            'BAD_REQUEST_ERROR',
            true,
          );
        }
        const [refund] = await tx
          .insert(fakeGatewayRefunds)
          .values({
            id: gatewayId('rfnd'),
            paymentId: input.paymentId,
            amountPaise: input.amountPaise,
            currency: payment.currency,
            idempotencyKey: input.idempotencyKey,
            notes: input.notes,
            status: 'processed',
          })
          .returning();
        return { refund: refund!, fresh: true };
      });
      if (refunded.fresh) deliver('refund.processed', { refund: refundEntity(refunded.refund) });
      return toRefund(refunded.refund);
    },

    async completeCheckout(orderId, outcome) {
      const paymentId = gatewayId('pay');
      const result = await db.transaction(async (tx) => {
        // One successful payment per order, also when the button is pressed twice at once.
        const [order] = await tx
          .update(fakeGatewayOrders)
          .set({ status: outcome === 'success' ? 'paid' : 'attempted' })
          .where(and(eq(fakeGatewayOrders.id, orderId), ne(fakeGatewayOrders.status, 'paid')))
          .returning();
        if (!order) {
          throw new GatewayError(
            'This order is unknown or already paid',
            'BAD_REQUEST_ERROR',
            true,
          );
        }
        const [payment] = await tx
          .insert(fakeGatewayPayments)
          .values({
            id: paymentId,
            orderId,
            amountPaise: order.amountPaise,
            currency: order.currency,
            status: outcome === 'success' ? 'captured' : 'failed',
            ...(outcome === 'failure'
              ? { errorCode: FAKE_FAILURE.code, errorDescription: FAKE_FAILURE.description }
              : {}),
          })
          .returning();
        return { order, payment: payment! };
      });

      const payment = paymentEntity(result.payment);
      if (outcome === 'failure') {
        deliver('payment.failed', { payment });
        return {
          error: {
            code: FAKE_FAILURE.code,
            description: FAKE_FAILURE.description,
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        };
      }
      deliver('payment.captured', { payment });
      deliver('order.paid', {
        payment,
        order: {
          id: orderId,
          entity: 'order',
          amount: result.order.amountPaise,
          amount_paid: result.order.amountPaise,
          amount_due: 0,
          currency: result.order.currency,
          receipt: result.order.receipt,
          status: 'paid',
        },
      });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(options.keySecret, orderId, paymentId),
      };
    },

    setWebhookReceiver: (next) => {
      receiver = next;
    },
    idle: async () => {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },

    verifyCheckoutSignature: (input) => verifyCheckout(options.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhook(options.webhookSecret, rawBody, signature),
  };
}
