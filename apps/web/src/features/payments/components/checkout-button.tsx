import { CreditCard, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { CheckoutStage } from '../hooks/use-razorpay-checkout';

const STAGE_TEXT = {
  idle: null,
  preparing: 'checkout.preparing',
  open: 'checkout.open',
  verifying: 'checkout.verifying',
  verified: null,
} as const satisfies Record<CheckoutStage, string | null>;

/**
 * The page's pay button ('Pay Now' or 'Pay') and what is going on. While Checkout runs the
 * button is `aria-disabled`, not `disabled`: it keeps the focus, so Checkout can hand it back
 * when it closes; when the focus was lost anyway (Razorpay's frame), it is taken back here.
 */
export function CheckoutButton({
  label,
  stage,
  cancelled = false,
  onPay,
}: {
  label: string;
  stage: CheckoutStage;
  /** The last Checkout was closed without paying: say so, and that nothing was charged. */
  cancelled?: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('payments');
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef(stage);
  const busy = stage !== 'idle';
  const stageText = STAGE_TEXT[stage];
  const text = stageText ? t(stageText) : cancelled ? t('checkout.cancelled') : '';

  useEffect(() => {
    const ended = previous.current !== 'idle' && stage === 'idle';
    previous.current = stage;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (ended && focusLost) button.current?.focus();
  }, [stage]);

  return (
    <div className="flex flex-col gap-3">
      <Button
        ref={button}
        size="lg"
        fullWidth
        aria-disabled={busy || undefined}
        aria-busy={stage === 'preparing' || stage === 'verifying' || undefined}
        onClick={busy ? undefined : onPay}
      >
        {stage === 'preparing' || stage === 'verifying' ? (
          <Spinner className="size-5" />
        ) : (
          <CreditCard className="size-5" aria-hidden="true" />
        )}
        {label}
      </Button>
      <p
        role="status"
        data-testid="checkout-status"
        className="min-h-5 text-center text-sm font-medium text-brand-800"
      >
        {text}
      </p>
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('checkout.secureNote')}
      </p>
    </div>
  );
}
