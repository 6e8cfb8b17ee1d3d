import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';
import type { RequestStatus, PaymentStatus } from '../status.ts';

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
export const ZFakeCheckoutPay = z.object({
  outcome: z.enum(['success', 'failure'], { error: VALIDATION_MESSAGES.checkoutOutcome }),
});
export type TFakeCheckoutPay = z.infer<typeof ZFakeCheckoutPay>;

// ---- Responses ----

/** A payment record as GET /user/payments/{id} gives it; `amount` in paise. */
export interface TPaymentRecord {
  _id: string;
  id: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  paymentMethod: PaymentKind;
  description: string;
  paidAt: string | null;
  /** The gateway's payment id (the customer's payment reference); null until paid. */
  gatewayPaymentId: string | null;
  /** How it was paid, as the gateway reports it ('upi', 'card', 'netbanking', ...); null until paid or when it did not say. */
  paidWith: string | null;
  createdAt: string;
  serviceRequest: {
    _id: string;
    id: string;
    title: string;
    serviceType: string;
    status: RequestStatus;
    /** The accepted quote, rupees. */
    estimatedPrice: number;
    rating: { stars: number; comment: string } | null;
    repairer: { fullname: string } | null;
  };
}

/** POST /user/create-razorpay-order's data (SPEC.md section 3, "Payment order response"). */
export interface TPaymentOrder {
  orderId: string;
  currency: string;
  /** Paise. */
  amount: number;
  razorpayKey: string;
  serviceTitle: string;
  customerName: string;
  customerPhone: string;
  /** Added: empty when the customer gave none (no prefill then). */
  customerEmail: string;
  description: string;
}

/** GET /public/config's payment part: which checkout script the web app loads. */
export const ZPaymentsConfig = z.object({
  provider: z.enum(['razorpay', 'fake']),
  checkoutScriptUrl: z.string(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;
