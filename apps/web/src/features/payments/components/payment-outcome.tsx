import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/**
 * The end of a payment (done, or done before): the message and the ways on. It takes the focus
 * when it replaces the pay button, so keyboard and screen-reader users land on it.
 */
export function PaymentOutcome({
  title,
  children,
  actions,
  focusOnMount = false,
  variant = 'success',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  focusOnMount?: boolean;
  variant?: 'success' | 'info' | 'error';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-4 outline-none"
      data-testid="payment-outcome"
    >
      <Alert variant={variant} title={title}>
        {children}
      </Alert>
      {actions}
    </div>
  );
}
