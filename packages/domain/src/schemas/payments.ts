import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { PAYMENT_STATUSES, REQUEST_STATUSES } from '../status.ts';
import { ZMessageResponse, zOkWithMessage } from './responses.ts';

/** Messages of the payment and rejection-fee screens (SPEC.md sections 4 and 8), verbatim. */
export const PAYMENT_MESSAGES = {
  missingId: 'Invalid payment link. Payment ID is missing.',
  loadFailed: 'Failed to load payment details from API.',
  serviceFetchFailed: 'Could not fetch associated service details.',
  serviceMissing: 'Could not find associated service details for this payment.',
  notPayable:
    'Payment cannot be initiated. Service is already processed or not in a payable state.',
  notLoaded: 'Cannot initiate payment: Details not fully loaded or invalid amount.',
  orderFailed: 'Failed to create Razorpay order or unexpected response structure.',
  contactSupport: 'Please contact support.',
  sdkMissing: 'Razorpay SDK not loaded. Please try again or refresh the page.',
  verifyFailed: 'Payment was successful but verification failed: {{reason}}',
  verifyUnreachable: 'Payment failed to verify. Please contact support.',
  paymentFailed: 'Payment failed: {{description}}. Error Code: {{code}}',
  initiateFailed: 'Failed to initiate payment: {{reason}}',
  alreadyPaid: 'Payment has already been processed successfully.',
  reviewed: 'Payment processed and service reviewed.',
  invalidServiceStatus: "Service status '{{status}}' is not valid for this payment page.",
  invalidPaymentStatus: "This payment is in '{{status}}' status and cannot be processed.",
  rejectionNoId: 'No payment ID provided in the URL.',
  notRejectionFee: 'This payment is not a rejection fee. Invalid access.',
  rejectionNotPayable: 'Cannot initiate payment: Invalid payment details or already processed.',
  rejectionVerifyFailed: 'Verification failed on server.',
  rejectionPaid: 'Rejection fee paid successfully!',
  rejectionSuccess: 'Payment successful!',
  /** The server's answer to a verified payment (SPEC.md: success and message). */
  verified: 'Payment verified successfully!',
  loaded: 'Payment details fetched successfully.',
  orderCreated: 'Order created successfully.',
} as const;

/** What a payment record pays for: SPEC.md's paymentMethod. */
export const PAYMENT_KINDS = ['service', 'rejection_fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const ZPaymentRecordId = z.uuid({ error: PAYMENT_MESSAGES.missingId });

/** POST /user/create-razorpay-order. */
export const ZCreateOrderRequest = z.object({ paymentRecordId: ZPaymentRecordId });
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

/** Razorpay ids: a prefix, an underscore and 14 base62 characters (longer ones tolerated). */
const INCOMPLETE = VALIDATION_MESSAGES.paymentIncomplete;
const ZGatewayId = (prefix: string) =>
  z
    .string({ error: INCOMPLETE })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), { error: INCOMPLETE });
const MALFORMED_SIGNATURE = VALIDATION_MESSAGES.paymentSignatureMalformed;

/** The three values Razorpay Checkout hands to its `handler` after a successful payment. */
export const ZCheckoutResult = z.object(
  {
    razorpay_order_id: ZGatewayId('order'),
    razorpay_payment_id: ZGatewayId('pay'),
    razorpay_signature: z
      .string({ error: MALFORMED_SIGNATURE })
      .regex(/^[0-9a-f]{64}$/, { error: MALFORMED_SIGNATURE }),
  },
  { error: INCOMPLETE },
);
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

/** POST /user/verify-and-transfer-payment. */
export const ZVerifyPaymentRequest = z.object({
  paymentId: ZPaymentRecordId,
  serviceRequestId: z.uuid({ error: PAYMENT_MESSAGES.serviceMissing }),
  transactionDetails: ZCheckoutResult,
});
export type TVerifyPaymentRequest = z.infer<typeof ZVerifyPaymentRequest>;

/** POST /payments/fake/checkout/{orderId}/pay: the local test checkout's two buttons. */
export const ZFakeCheckoutPayRequest = z.object({
  outcome: z.enum(['success', 'failure'], { error: VALIDATION_MESSAGES.checkoutOutcome }),
});
export type TFakeCheckoutPayRequest = z.infer<typeof ZFakeCheckoutPayRequest>;

// ---- Responses ----

/** A payment record as GET /user/payments/{id} gives it; `amount` in paise. */
export const ZPaymentRecord = z.object({
  _id: z.string(),
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_KINDS),
  description: z.string(),
  paidAt: z.string().nullable(),
  /** The gateway's payment id (the customer's payment reference); null until paid. */
  gatewayPaymentId: z.string().nullable(),
  /** How it was paid, as the gateway reports it ('upi', 'card', 'netbanking', ...); null until paid or when it did not say. */
  paidWith: z.string().nullable(),
  createdAt: z.string(),
  serviceRequest: z.object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    serviceType: z.string(),
    status: z.enum(REQUEST_STATUSES),
    /** The accepted quote, rupees. */
    estimatedPrice: z.number(),
    rating: z.object({ stars: z.number(), comment: z.string() }).nullable(),
    repairer: z.object({ fullname: z.string() }).nullable(),
  }),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;

/** POST /user/create-razorpay-order's data (SPEC.md section 3, "Payment order response"). */
export const ZPaymentOrder = z.object({
  orderId: z.string(),
  currency: z.string(),
  /** Paise. */
  amount: z.number().int(),
  razorpayKey: z.string(),
  serviceTitle: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Added: empty when the customer gave none (no prefill then). */
  customerEmail: z.string(),
  description: z.string(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

/** GET /public/config's payment part: which checkout script the web app loads. */
export const ZPaymentsConfig = z.object({
  provider: z.enum(['razorpay', 'fake']),
  checkoutScriptUrl: z.string(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** GET /user/payments/{id}. */
export const ZPaymentResponse = zOkWithMessage(ZPaymentRecord);
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** POST /user/create-razorpay-order. */
export const ZCreateOrderResponse = zOkWithMessage(ZPaymentOrder);
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** POST /user/verify-and-transfer-payment: what was done (PAYMENT_MESSAGES). */
export const ZVerifyPaymentResponse = ZMessageResponse;
export type TVerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponse>;

/**
 * What a Razorpay webhook delivery did: applied, already applied or superseded, or nothing for
 * us. The answer to a delivery is `queued` (kept; its job applies it) or `duplicate`.
 */
export const WEBHOOK_OUTCOMES = [
  'queued',
  'applied',
  'already_applied',
  'stale',
  'ignored',
  'duplicate',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** POST /payments/razorpay/webhook. */
export const ZWebhookResponse = z.object({
  success: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});
export type TWebhookResponse = z.infer<typeof ZWebhookResponse>;

/**
 * POST /payments/fake/checkout/{orderId}/pay: what Razorpay hands to Checkout's `handler` on
 * success, or to `payment.failed` listeners on failure.
 */
export const ZFakeCheckoutPayResponse = z.union([
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type TFakeCheckoutPayResponse = z.infer<typeof ZFakeCheckoutPayResponse>;
