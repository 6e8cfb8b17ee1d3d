import { PAYMENT_MESSAGES, type TPaymentOrder } from '@gharseva/domain';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import type { RazorpayFailure } from './razorpay';

type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;
const KEYS = Object.keys(PAYMENT_MESSAGES) as PaymentMessageKey[];

/** A payment message of the domain (the server's words) in the current language. */
export function translatePaymentMessage(message: string): string {
  const key = KEYS.find((k) => PAYMENT_MESSAGES[k] === message);
  return key ? i18n.t(`payments:messages.${key}`) : message;
}

/** A toast: its text, an optional second line, and whether the record should be read again. */
export interface PaymentToast {
  message: string;
  description?: string;
  /** The server says the record is paid or not payable: the page reloads it to show why. */
  refresh?: boolean;
}

const STATE_CONFLICTS = new Set(['ALREADY_PAID', 'PAYMENT_NOT_PAYABLE']);

/** Why no order came back (SPEC.md section 8, "Payment"). */
export function orderFailure(error: unknown): PaymentToast {
  if (error instanceof ApiError && error.fromServer) {
    if (STATE_CONFLICTS.has(error.code)) {
      return { message: errorMessage(error, PAYMENT_MESSAGES.notPayable), refresh: true };
    }
    return {
      message: i18n.t('payments:messages.initiateFailed', {
        reason: errorMessage(error, i18n.t('payments:messages.orderFailed')),
      }),
    };
  }
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
    return {
      message: i18n.t('payments:messages.initiateFailed', {
        reason: i18n.t('errors:NETWORK_ERROR'),
      }),
    };
  }
  return unusableOrder();
}

/** An answer without an order Checkout can open, or an answer that was not ours. */
export const unusableOrder = (): PaymentToast => ({
  message: i18n.t('payments:messages.orderFailed'),
  description: i18n.t('payments:messages.contactSupport'),
});

/** The order's data when Checkout can open it: an order id, a key and an amount above 0. */
export function usableOrder(data: TPaymentOrder | undefined): TPaymentOrder | null {
  if (!data || typeof data !== 'object') return null;
  const { orderId, razorpayKey, amount } = data;
  const usable =
    typeof orderId === 'string' &&
    orderId !== '' &&
    typeof razorpayKey === 'string' &&
    razorpayKey !== '' &&
    typeof amount === 'number' &&
    amount > 0;
  return usable ? data : null;
}

/** 'Payment failed: {description}. Error Code: {code}' from Checkout's `payment.failed`. */
export function paymentFailedMessage(response: RazorpayFailure): string {
  // Razorpay's descriptions may end with a full stop; the template adds its own.
  const description = (response.error?.description ?? '').replace(/\.+$/, '');
  return i18n.t('payments:messages.paymentFailed', {
    description,
    code: response.error?.code ?? '',
  });
}

/**
 * The service payment page's toast for a verification that failed: the server's reason, or
 * 'Payment failed to verify. Please contact support.' when no answer came back.
 */
export function verifyFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) {
    return i18n.t('payments:messages.verifyFailed', {
      reason: errorMessage(error, i18n.t('payments:messages.verifyUnreachable')),
    });
  }
  return i18n.t('payments:messages.verifyUnreachable');
}

/** The rejection-fee page's: 'Verification failed on server.' when the server refused it. */
export function rejectionVerifyFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.fromServer
    ? i18n.t('payments:messages.rejectionVerifyFailed')
    : i18n.t('payments:messages.verifyUnreachable');
}

/** A verification answered without an error body but not `success`: its words as the reason. */
export const verificationRefused = (message: string | undefined) =>
  new ApiError({
    code: 'VERIFICATION_REFUSED',
    message: message ?? '',
    status: 200,
    fromServer: true,
  });

/**
 * Whether loading a payment record failed because it is not the customer's: the server
 * answers another account's id as unknown (404, DESIGN.md section 9), and a refusal (403)
 * means the same to the reader. Anything else is a genuine load failure (SPEC's message).
 */
export function isNotTheirs(error: unknown): boolean {
  return (
    error instanceof ApiError && error.fromServer && (error.status === 404 || error.status === 403)
  );
}
