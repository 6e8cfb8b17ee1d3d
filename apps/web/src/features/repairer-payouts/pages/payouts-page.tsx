import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/session-context';
import { formatDate } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';
import { usePayouts } from '../api/get-payouts';
import { PayoutCard } from '../components/payout-card';
import { StatementPicker } from '../components/statement-picker';

/** /repairer/payouts: his payouts newest first, his recoveries and the monthly statement. */
export default function PayoutsPage() {
  const { t } = useTranslation(['receipts', 'repairer']);
  const { repairer } = useSession();
  const payouts = usePayouts({ enabled: repairer !== null });
  useQueryErrorToast(
    payouts,
    (error) => errorMessage(error, t('payouts.loadFailed')),
    'repairer-payouts',
  );
  if (!repairer) {
    return (
      <AccessDenied
        message={t('repairer:accessDenied', { what: t('payouts.what') })}
        loginTo={paths.repairer.login}
      />
    );
  }

  let content;
  if (payouts.isPending) content = <PageSpinner />;
  else if (payouts.isError) {
    content = (
      <LoadError message={t('repairer:loadErrorInline')} onRetry={() => void payouts.refetch()} />
    );
  } else if (payouts.data.payouts.length === 0) {
    content = <EmptyState icon={Wallet} title={t('payouts.empty')} data-testid="payouts-empty" />;
  } else {
    const { recoveries } = payouts.data;
    content = (
      <>
        <ul className="flex flex-col gap-4" data-testid="payouts-list">
          {payouts.data.payouts.map((payout) => (
            <li key={payout.id}>
              <PayoutCard payout={payout} />
            </li>
          ))}
        </ul>
        {recoveries.length > 0 && (
          <Card className="p-5">
            <section aria-labelledby="recoveries-title">
              <h2 id="recoveries-title" className="mb-3 text-lg font-bold text-slate-900">
                {t('payouts.recoveriesTitle')}
              </h2>
              <ul className="flex flex-col gap-2 text-sm" data-testid="recoveries-list">
                {recoveries.map((recovery) => (
                  <li key={recovery.id} className="flex flex-wrap justify-between gap-2">
                    <span className="text-slate-900">
                      {recovery.title} · {formatDate(recovery.createdAt)}
                    </span>
                    <span className="text-slate-700">
                      {t('payouts.recoveryLine', {
                        recovered: formatMoneyPaise(recovery.recoveredPaise),
                        amount: formatMoneyPaise(recovery.amountPaise),
                      })}{' '}
                      · {t(`pdf.recoveryStatus.${recovery.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('payouts.title')}
        subtitle={t('payouts.intro')}
        backTo={paths.repairer.dashboard}
        backLabel={t('repairer:backToDashboard')}
      />
      <StatementPicker />
      {content}
    </div>
  );
}
