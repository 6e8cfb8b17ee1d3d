import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoneyPaise } from '../../../utils/money';

/**
 * What is being paid: a heading (the service title or the fee's description), an optional
 * line under it, and the amount (paise shown as rupees: ₹1,200.00).
 */
export function PaymentSummary({
  heading,
  professional,
  amountLabel,
  amountPaise,
  children,
}: {
  heading: string;
  professional?: string | null;
  amountLabel: string;
  amountPaise: number;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg leading-snug font-bold break-words text-slate-900">{heading}</h2>
        {professional && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <UserRound className="size-4 text-brand-700" aria-hidden="true" />
            {professional}
          </p>
        )}
        {children}
      </div>
      <dl className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3">
        <dt className="text-sm font-semibold text-slate-700">{amountLabel}</dt>
        <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="payment-amount">
          {formatMoneyPaise(amountPaise)}
        </dd>
      </dl>
    </div>
  );
}
