import type { TRepairerPayout } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';

/** One payout: the job, its status and reference, and where the customer's money went. */
export function PayoutCard({ payout }: { payout: TRepairerPayout }) {
  const { t } = useTranslation('receipts');
  const lines: [string, number][] = [
    [t('payouts.gross'), payout.grossPaise],
    [t('payouts.fee'), payout.platformFeePaise],
    [t('payouts.refunded'), payout.refundedPaise],
    [t('payouts.recovered'), payout.recoveredPaise],
  ];
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="payout-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-slate-900">{payout.title}</h3>
          {payout.paidAt && (
            <p className="text-sm text-slate-600">
              {t('payouts.paidOn', { date: formatDate(payout.paidAt) })}
            </p>
          )}
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {t(`pdf.payoutStatus.${payout.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {lines.map(([label, paise]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatMoneyPaise(paise)}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="font-semibold text-slate-900">
          {t('payouts.sent')}: {formatMoneyPaise(payout.amountPaise)}
        </span>
        {payout.reference && (
          <span className="font-mono text-sm text-slate-600" translate="no">
            {t('payouts.reference', { reference: payout.reference })}
          </span>
        )}
      </p>
    </Card>
  );
}
