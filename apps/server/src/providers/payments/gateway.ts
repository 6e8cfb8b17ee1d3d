/**
 * The payment gateway as our code sees it (DESIGN.md section 5): Razorpay's
 * Orders API, Checkout and signatures. Two adapters keep this contract, the
 * real one (`razorpay.ts`) and the local `fake` (`fake.ts`); business code never
 * knows which one runs. Amounts are paise.
 */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  errorCode: string | null;
  errorDescription: string | null;
  /** How the customer paid, as the gateway names it ('upi', 'card', 'netbanking', ...). */
  method: string | null;
}

/** A refund of a captured payment; pending until the gateway's refund.processed (or failed). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly name: 'razorpay' | 'fake';
  /** The public key id Checkout opens with (SPEC.md's razorpayKey). */
  readonly keyId: string;
  /** Where the web app loads the Checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    /** Ours, at most 40 characters: the payment record's id. */
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Captures an authorized payment (accounts without automatic capture). */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment (Razorpay's Refunds API). The same
   * `idempotencyKey` answers the first refund again, so a retry after a lost answer
   * refunds once.
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The gateway refused a call or could not be reached; `code` is the gateway's when it gave one. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    message: string,
    readonly code: string | null = null,
    /** The gateway's answer was 4xx: a retry with the same input will not help. */
    readonly refused = false,
  ) {
    super(message);
  }
}
