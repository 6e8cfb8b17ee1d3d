import { PAYOUT_STATUSES, type PayoutStatus } from '@gharseva/domain';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useAdminPayouts } from '../api/get-admin-payouts';
import { useRetryPayout } from '../api/retry-payout';
import { ConsoleHeading } from '../../../components/layout/console-heading';
import { PayoutCard } from '../components/payout-card';

const TOAST_ID = 'retry-payout';
const ATTENTION = 'attention';

/** /admin/payouts: failed and abandoned payouts first, any status on asking, with Retry. */
export default function AdminPayoutsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<PayoutStatus | typeof ATTENTION>(ATTENTION);
  const payouts = useAdminPayouts(filter === ATTENTION ? null : filter);
  const retry = useRetryPayout();

  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(t('payouts.retrySuccess'), { id: TOAST_ID }),
      onError: (error) =>
        toast.error(
          t('payouts.retryFailed', {
            message: errorMessage(error, t('payouts.retryFallback')),
          }),
          { id: TOAST_ID },
        ),
    });

  let content;
  if (payouts.isPending)
    content = <CardListSkeleton count={4} badge data-testid="payouts-loading" />;
  else if (payouts.isError) {
    content = (
      <LoadError message={t('payouts.fetchFailed')} onRetry={() => void payouts.refetch()} />
    );
  } else if (payouts.data.length === 0) {
    content = (
      <EmptyState icon={HandCoins} title={t('payouts.empty')} data-testid="payouts-empty" />
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('payouts.listLabel')}>
        {payouts.data.map((payout) => (
          <li key={payout.id} className="flex">
            <PayoutCard
              payout={payout}
              onRetry={onRetry}
              isRetrying={retry.isPending && retry.variables === payout.id}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading title={t('payouts.title')} subtitle={t('payouts.subtitle')}>
        <SelectField
          label={t('payouts.filter')}
          className="w-full sm:w-56"
          value={filter}
          onChange={(event) => setFilter(event.target.value as PayoutStatus | typeof ATTENTION)}
          options={[
            { value: ATTENTION, label: t('payouts.attention') },
            ...PAYOUT_STATUSES.map((status) => ({
              value: status,
              label: t(`payouts.statuses.${status}`),
            })),
          ]}
        />
      </ConsoleHeading>
      {content}
    </div>
  );
}
