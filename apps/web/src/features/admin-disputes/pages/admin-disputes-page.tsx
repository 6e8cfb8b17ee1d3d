import { DISPUTE_STATUSES, type DisputeStatus } from '@gharseva/domain';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleHeading } from '../../../components/layout/console-heading';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select';
import { useDisputes } from '../api/get-disputes';
import { DisputeCard } from '../components/dispute-card';

/** /admin/disputes: customers' problem reports, open ones first, each with its decision form. */
export default function AdminDisputesPage() {
  const { t } = useTranslation(['disputes', 'common']);
  const [status, setStatus] = useState<DisputeStatus>('open');
  const disputes = useDisputes(status);

  let content;
  if (disputes.isPending) content = <CardListSkeleton count={2} data-testid="disputes-loading" />;
  else if (disputes.isError) {
    content = <LoadError message={t('admin.loadFailed')} onRetry={() => void disputes.refetch()} />;
  } else if (disputes.data.length === 0) {
    content = (
      <EmptyState
        icon={MessageSquareWarning}
        title={t('admin.empty')}
        data-testid="disputes-empty"
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {disputes.data.map((dispute) => (
          <li key={dispute.id} className="flex flex-col">
            <DisputeCard dispute={dispute} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <SelectField
        label={t('admin.filter')}
        name="status"
        className="max-w-xs"
        value={status}
        options={DISPUTE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        onChange={(event) => setStatus(event.target.value as DisputeStatus)}
      />
      {content}
    </div>
  );
}
