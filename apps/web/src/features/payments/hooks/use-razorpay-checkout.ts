import { PAYMENT_MESSAGES, type TCheckoutResult, type TPaymentOrder } from '@gharseva/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCreateRazorpayOrder } from '../api/create-razorpay-order';
import { paymentKey } from '../api/get-payment';
import { useVerifyPayment } from '../api/verify-payment';
import { loadCheckout } from '../utils/load-checkout';
import {
  orderFailure,
  paymentFailedMessage,
  translatePaymentMessage,
  unusableOrder,
  usableOrder,
  verificationRefused,
  type PaymentToast,
} from '../utils/payment-messages';
import {
  CHECKOUT_NAME,
  CHECKOUT_THEME_COLOR,
  type RazorpayCheckout,
  type RazorpayOptions,
} from '../utils/razorpay';

/** idle (Pay enabled), preparing (script and order), open (Checkout shown), verifying, verified. */
export type CheckoutStage = 'idle' | 'preparing' | 'open' | 'verifying' | 'verified';

export interface CheckoutTarget {
  paymentId: string;
  serviceRequestId: string;
}

export interface UseRazorpayCheckoutOptions {
  /** The server verified the payment; `message` is its answer in the current language. */
  onVerified: (message: string) => void;
  /** The toast for a verification that failed (each page has its own words). */
  verifyFailure: (error: unknown) => string;
}

const TOAST_ID = 'payment';

function showToast({ message, description }: PaymentToast) {
  toast.error(message, { id: TOAST_ID, ...(description ? { description } : {}) });
}

/**
 * Razorpay Checkout for both payment pages (SPEC.md sections 4, 7 and 8): loads the Checkout
 * script named by the server (once, on the first 'Pay'), creates the order, opens Checkout,
 * and has the server verify what Checkout hands back. Every failure is a toast and leaves
 * 'Pay' usable again.
 */
export function useRazorpayCheckout({ onVerified, verifyFailure }: UseRazorpayCheckoutOptions) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const createOrder = useCreateRazorpayOrder();
  const verify = useVerifyPayment();
  const [stage, setStageState] = useState<CheckoutStage>('idle');
  /** The customer closed Checkout without paying: said under 'Pay' until the next attempt. */
  const [cancelled, setCancelled] = useState(false);
  const stageRef = useRef<CheckoutStage>('idle');
  const checkout = useRef<RazorpayCheckout | null>(null);
  const mounted = useRef(false);
  const latest = useRef({ onVerified, verifyFailure });
  useEffect(() => {
    latest.current = { onVerified, verifyFailure };
  });

  const setStage = useCallback((next: CheckoutStage) => {
    stageRef.current = next;
    if (mounted.current) setStageState(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the page closes a Checkout still open over it.
      checkout.current?.close?.();
      checkout.current = null;
    };
  }, []);

  const settle = useCallback(
    async (target: CheckoutTarget, result: TCheckoutResult) => {
      checkout.current = null;
      setStage('verifying');
      try {
        const answer = await verify.mutateAsync({ ...target, transactionDetails: result });
        if (answer.success === false) throw verificationRefused(answer.message);
        setStage('verified');
        latest.current.onVerified(
          translatePaymentMessage(answer.message ?? PAYMENT_MESSAGES.verified),
        );
      } catch (error) {
        toast.error(latest.current.verifyFailure(error), { id: TOAST_ID });
        setStage('idle');
      }
    },
    [setStage, verify],
  );

  const optionsFor = useCallback(
    (target: CheckoutTarget, order: TPaymentOrder): RazorpayOptions => ({
      key: order.razorpayKey,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: CHECKOUT_NAME,
      description: order.description || order.serviceTitle,
      prefill: {
        name: order.customerName,
        contact: order.customerPhone,
        // DESIGN.md section 10: no email prefill when the customer gave none.
        ...(order.customerEmail ? { email: order.customerEmail } : {}),
      },
      notes: { serviceRequestId: target.serviceRequestId, paymentId: target.paymentId },
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (result) => void settle(target, result),
      modal: {
        ondismiss: () => {
          checkout.current = null;
          if (stageRef.current !== 'open') return;
          // Closed without a payment or a failure: nothing was charged (decision 037).
          if (mounted.current) setCancelled(true);
          setStage('idle');
        },
      },
    }),
    [setStage, settle],
  );

  const start = useCallback(
    async (target: CheckoutTarget) => {
      if (stageRef.current !== 'idle') return;
      setCancelled(false);
      setStage('preparing');

      const Razorpay = await loadCheckout(queryClient);
      if (!Razorpay) {
        // SPEC.md shows an alert here; the app's error toast says it (decision 021).
        showToast({ message: t('messages.sdkMissing') });
        setStage('idle');
        return;
      }

      let order: TPaymentOrder | null;
      try {
        const answer = await createOrder.mutateAsync(target.paymentId);
        order = answer.success === false ? null : usableOrder(answer.data);
      } catch (error) {
        const failure = orderFailure(error);
        showToast(failure);
        if (failure.refresh) {
          void queryClient.invalidateQueries({ queryKey: paymentKey(target.paymentId) });
        }
        setStage('idle');
        return;
      }
      if (!order) {
        showToast(unusableOrder());
        setStage('idle');
        return;
      }

      try {
        const instance = new Razorpay(optionsFor(target, order));
        instance.on('payment.failed', (response) => {
          showToast({ message: paymentFailedMessage(response) });
          if (stageRef.current === 'open') setStage('idle');
        });
        checkout.current = instance;
        setStage('open');
        instance.open();
      } catch (error) {
        checkout.current = null;
        const reason = error instanceof Error && error.message ? error.message : String(error);
        showToast({ message: t('messages.initiateFailed', { reason }) });
        setStage('idle');
      }
    },
    [createOrder, optionsFor, queryClient, setStage, t],
  );

  return { stage, start, busy: stage !== 'idle', cancelled: cancelled && stage === 'idle' };
}
