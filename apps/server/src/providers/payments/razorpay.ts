import Razorpay from 'razorpay';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';
import { verifyCheckout, verifyWebhook } from './signatures.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com in production; a local stub in tests. */
  apiUrl: string;
  checkoutScriptUrl: string;
  timeoutMs: number;
}

/**
 * The SDK's errors: `{statusCode, error: {code, description}}`; axios's own (`response.status`,
 * `response.data.error`) for the calls made on the SDK's client directly; or a network error.
 */
function toGatewayError(cause: unknown, what: string): GatewayError {
  const axios = cause as {
    response?: { status?: number; data?: { error?: { code?: string; description?: string } } };
  };
  const failure: { statusCode?: number; error?: { code?: string; description?: string } } =
    typeof axios?.response?.status === 'number'
      ? { statusCode: axios.response.status, error: axios.response.data?.error ?? {} }
      : (cause as { statusCode?: number; error?: { code?: string; description?: string } });
  if (typeof failure?.statusCode === 'number') {
    return new GatewayError(
      `Razorpay refused to ${what} (HTTP ${failure.statusCode}: ${failure.error?.description ?? 'no detail'})`,
      failure.error?.code ?? null,
      failure.statusCode >= 400 && failure.statusCode < 500,
    );
  }
  return new GatewayError(`Razorpay unreachable while trying to ${what}: ${String(cause)}`);
}

const PAYMENT_STATUSES: readonly GatewayPaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

const REFUND_STATUSES: readonly GatewayRefund['status'][] = ['pending', 'processed', 'failed'];

function toRefund(r: {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
}): GatewayRefund {
  if (!REFUND_STATUSES.includes(r.status as GatewayRefund['status'])) {
    throw new GatewayError(`Razorpay answered an unknown refund status '${r.status}'`);
  }
  return {
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: Number(r.amount),
    status: r.status as GatewayRefund['status'],
  };
}

function toPayment(p: {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  error_code?: string | null;
  error_description?: string | null;
  method?: string | null;
}): GatewayPayment {
  if (!PAYMENT_STATUSES.includes(p.status as GatewayPaymentStatus)) {
    throw new GatewayError(`Razorpay answered an unknown payment status '${p.status}'`);
  }
  return {
    id: p.id,
    orderId: p.order_id ?? null,
    amountPaise: Number(p.amount),
    currency: p.currency,
    status: p.status as GatewayPaymentStatus,
    errorCode: p.error_code ?? null,
    errorDescription: p.error_description ?? null,
    method: typeof p.method === 'string' && p.method !== '' ? p.method : null,
  };
}

/**
 * Razorpay through its official SDK (Orders API, payments fetch and capture).
 * Signatures are checked here, in constant time, not with the SDK's helpers
 * (which compare with `===`).
 */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK fixes its host; its axios instance takes ours (a stub in tests) and a timeout.
  const http = (client.api as unknown as { rq?: { defaults: Record<string, unknown> } }).rq;
  if (!http?.defaults) throw new Error('razorpay SDK: cannot set the API address or timeout');
  http.defaults.baseURL = options.apiUrl;
  http.defaults.timeout = options.timeoutMs;

  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,

    async createOrder(input): Promise<GatewayOrder> {
      try {
        const order = await client.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
        return {
          id: order.id,
          amountPaise: Number(order.amount),
          currency: order.currency,
          receipt: order.receipt ?? input.receipt,
          status: order.status,
        };
      } catch (cause) {
        throw toGatewayError(cause, 'create an order');
      }
    },

    async fetchPayment(paymentId) {
      try {
        return toPayment(await client.payments.fetch(paymentId));
      } catch (cause) {
        if (cause instanceof GatewayError) throw cause;
        throw toGatewayError(cause, 'fetch a payment');
      }
    },

    async capturePayment(paymentId, amountPaise, currency) {
      try {
        return toPayment(await client.payments.capture(paymentId, amountPaise, currency));
      } catch (cause) {
        if (cause instanceof GatewayError) throw cause;
        throw toGatewayError(cause, 'capture a payment');
      }
    },

    async refundPayment(input) {
      // The SDK's refund call cannot send a header; its client (our address, timeout and keys)
      // can: X-Refund-Idempotency makes a repeat answer the first refund.
      try {
        const answer = await (
          http as unknown as {
            post(
              url: string,
              data: unknown,
              config: { headers: Record<string, string> },
            ): Promise<{ data: Parameters<typeof toRefund>[0] }>;
          }
        ).post(
          `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
          { amount: input.amountPaise, speed: 'normal', notes: input.notes },
          { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
        );
        return toRefund(answer.data);
      } catch (cause) {
        if (cause instanceof GatewayError) throw cause;
        throw toGatewayError(cause, 'refund a payment');
      }
    },

    verifyCheckoutSignature: (input) => verifyCheckout(options.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhook(options.webhookSecret, rawBody, signature),
  };
}
