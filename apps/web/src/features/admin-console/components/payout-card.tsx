import type { TAdminPayout } from '@gharseva/domain';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One payout: who, which job, the amounts and tries, and Retry when a person may retry it. */
export function PayoutCard({
  payout,
  onRetry,
  isRetrying,
}: {
  payout: TAdminPayout;
  onRetry: (id: string) => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation('admin');
  const titleId = `payout-${payout.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-payout-id={payout.id}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {payout.repairer.fullname}
          </h2>
          <p className="text-sm break-words text-slate-600">{payout.job.title}</p>
        </div>
        <span
          data-testid="payout-status"
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800"
        >
          {t(`payouts.statuses.${payout.status}`)}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <Fact label={t('payouts.amount')}>{formatMoneyPaise(payout.amountPaise)}</Fact>
        <Fact label={t('payouts.gross')}>{formatMoneyPaise(payout.grossPaise)}</Fact>
        <Fact label={t('payouts.attempts')}>{payout.attempts}</Fact>
        {payout.nextAttemptAt && (
          <Fact label={t('payouts.nextAttempt')}>
            <time dateTime={payout.nextAttemptAt}>{formatDateTime(payout.nextAttemptAt)}</time>
          </Fact>
        )}
        {payout.processedAt && (
          <Fact label={t('payouts.processedAt')}>
            <time dateTime={payout.processedAt}>{formatDateTime(payout.processedAt)}</time>
          </Fact>
        )}
        {payout.lastError && (
          <Fact label={t('payouts.lastError')} wide>
            {payout.lastError}
          </Fact>
        )}
        {payout.deadLetteredAt && (
          <Fact label={t('payouts.deadLetter')} wide>
            <time dateTime={payout.deadLetteredAt}>{formatDateTime(payout.deadLetteredAt)}</time>
          </Fact>
        )}
      </dl>
      {payout.retryable && (
        <Button
          className="self-start"
          onClick={() => onRetry(payout.id)}
          isLoading={isRetrying}
          aria-label={t('payouts.retryLabel', { name: payout.repairer.fullname })}
        >
          {!isRetrying && <RotateCcw className="size-4" aria-hidden="true" />}
          {t('payouts.retry')}
        </Button>
      )}
    </Card>
  );
}
