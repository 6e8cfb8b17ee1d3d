import type { TAdminDispute } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';

/** The payment, its refunds, the repairer's payout and the recovery entries of a report. */
export function DisputeMoney({ dispute }: { dispute: TAdminDispute }) {
  const { t } = useTranslation('disputes');
  const { payment, payout } = dispute;
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        {t('admin.paid', {
          amount: formatMoneyPaise(payment.amountPaise),
          date: formatDateTime(payment.paidAt),
        })}
        {' · '}
        <span data-testid="dispute-refundable">
          {t('admin.refundable', { amount: formatMoneyPaise(dispute.refundablePaise) })}
        </span>
      </p>
      {dispute.refunds.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">{t('admin.refunds')}</h4>
          <ul>
            {dispute.refunds.map((refund) => (
              <li key={refund.id} data-testid="dispute-refund" data-status={refund.status}>
                {t('admin.refundLine', {
                  amount: formatMoneyPaise(refund.amountPaise),
                  status: t(`refundStatuses.${refund.status}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div data-testid="dispute-payout">
        <h4 className="font-semibold text-slate-900">{t('admin.payout')}</h4>
        {payout ? (
          <>
            <p data-status={payout.status}>
              {t('admin.payoutLine', {
                amount: formatMoneyPaise(payout.amountPaise),
                status: t(`payoutStatuses.${payout.status}`),
              })}
            </p>
            {payout.refundedPaise > 0 && (
              <p>{t('admin.payoutReduced', { amount: formatMoneyPaise(payout.refundedPaise) })}</p>
            )}
            {payout.recoveredPaise > 0 && (
              <p>
                {t('admin.payoutRecovered', { amount: formatMoneyPaise(payout.recoveredPaise) })}
              </p>
            )}
          </>
        ) : (
          <p>{t('admin.noPayout')}</p>
        )}
      </div>
      {dispute.recoveries.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">{t('admin.recoveries')}</h4>
          <ul>
            {dispute.recoveries.map((entry) => (
              <li key={entry.id} data-testid="dispute-recovery" data-status={entry.status}>
                {t('admin.recoveryLine', {
                  amount: formatMoneyPaise(entry.amountPaise),
                  recovered: formatMoneyPaise(entry.recoveredPaise),
                  status: t(`admin.recoveryStatuses.${entry.status}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
