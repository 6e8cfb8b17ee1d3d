import type { PayoutState, TJobPayout } from '@gharseva/domain';
import { CircleAlert, Clock, Hourglass, RotateCw, WalletCards } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';
import { formatDateTime } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';

const LOOK = {
  awaiting_payment: { icon: Hourglass, tone: 'bg-yellow-50 text-yellow-900' },
  processing: { icon: Clock, tone: 'bg-sky-50 text-sky-900' },
  paid: { icon: WalletCards, tone: 'bg-emerald-50 text-emerald-900' },
  retrying: { icon: RotateCw, tone: 'bg-orange-50 text-orange-900' },
  failed: { icon: CircleAlert, tone: 'bg-red-50 text-red-900' },
} as const satisfies Record<PayoutState, { icon: LucideIcon; tone: string }>;

/**
 * Where the repairer's money for a finished job is (decision 035): waiting for the customer's
 * payment, on its way, paid out (to which UPI id, with the provider's reference), failed and
 * retried (and when), or failed for good.
 */
export function PayoutStatus({ payout }: { payout: TJobPayout }) {
  const { t } = useTranslation('repairer');
  const amount = payout.amountPaise === null ? '' : formatMoneyPaise(payout.amountPaise);
  const { icon: Icon, tone } = LOOK[payout.state];
  let title: string;
  let body: string;
  switch (payout.state) {
    case 'awaiting_payment':
      title = t('jobs.payout.awaitingTitle');
      body = t('jobs.payout.awaitingBody');
      break;
    case 'processing':
      title = t('jobs.payout.processingTitle');
      body = t('jobs.payout.processingBody', { amount });
      break;
    case 'paid':
      title = t('jobs.payout.paidTitle');
      body = t('jobs.payout.paidBody', { amount, date: formatDateTime(payout.paidAt) });
      break;
    case 'retrying':
      title = t('jobs.payout.retryingTitle');
      body = payout.nextAttemptAt
        ? t('jobs.payout.retryingBody', { amount, time: formatDateTime(payout.nextAttemptAt) })
        : t('jobs.payout.retryingSoon', { amount });
      break;
    case 'failed':
      title = t('jobs.payout.failedTitle');
      body = t('jobs.payout.failedBody', { amount });
      break;
  }
  return (
    <div
      className={cn('rounded-xl px-3 py-2.5 text-sm', tone)}
      data-testid="payout-status"
      data-state={payout.state}
    >
      <p className="flex items-center gap-2 font-bold">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </p>
      <p className="mt-1">{body}</p>
      {(payout.upiId || payout.reference) && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {payout.upiId && (
            <>
              <dt className="font-semibold">{t('jobs.payout.upiId')}</dt>
              <dd className="min-w-0 break-all">
                <bdi dir="ltr">{payout.upiId}</bdi>
              </dd>
            </>
          )}
          {payout.reference && (
            <>
              <dt className="font-semibold">{t('jobs.payout.reference')}</dt>
              <dd className="min-w-0 break-all">
                <bdi dir="ltr">{payout.reference}</bdi>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
