import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { cn } from '../../../utils/cn';
import { useMyRequests } from '../api/get-my-requests';
import { LoadError } from '../../../components/ui/load-error';
import { RequestListSkeleton } from '../components/request-list-skeleton';
import { RequestSummaryCard } from '../components/request-summary-card';
import { RequestsPageHeader } from '../components/requests-page-header';
import {
  canReview,
  countByFilter,
  matchesFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/status';

/** /user/show-services: every request of the customer, filtered by status. */
export default function ShowServicesPage() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const requests = useMyRequests(null, { enabled: user !== null });
  const [filter, setFilter] = useState<StatusFilter>('all');

  const newRequest = (
    <ButtonLink to={paths.requestService()}>
      <Plus className="size-5" aria-hidden="true" />
      {t('requestNew')}
    </ButtonLink>
  );

  let content;
  if (!user) content = <Alert variant="error">{t('pending.notLoggedIn')}</Alert>;
  else if (requests.isPending) content = <RequestListSkeleton />;
  else if (requests.isError) {
    content = <LoadError message={t('all.loadFailed')} onRetry={() => void requests.refetch()} />;
  } else if (requests.data.length === 0) {
    content = (
      <EmptyState
        icon={ListChecks}
        title={t('all.empty')}
        body={t('all.emptyBody')}
        action={newRequest}
        data-testid="services-empty"
      />
    );
  } else {
    const counts = countByFilter(requests.data);
    const shown = requests.data.filter((request) => matchesFilter(request.status, filter));
    content = (
      <>
        <div
          role="group"
          aria-label={t('all.filterLabel')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {STATUS_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                filter === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`all.filters.${value}`)}
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  filter === value ? 'bg-white/20' : 'bg-slate-100',
                )}
              >
                {counts[value]}
              </span>
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <EmptyState
            icon={ListChecks}
            title={t('all.emptyFiltered')}
            body={t('all.emptyFilteredBody')}
            data-testid="services-empty-filtered"
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {shown.map((request) => (
              <li key={request._id} className="flex">
                <RequestSummaryCard
                  request={request}
                  actions={
                    canReview(request) ? (
                      <ButtonLink size="sm" variant="accent" to={paths.review(request._id)}>
                        {t('completed.leaveReview')}
                      </ButtonLink>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <RequestsPageHeader
        title={t('all.title')}
        subtitle={t('all.subtitle')}
        action={requests.data?.length ? newRequest : undefined}
      />
      {content}
    </div>
  );
}
