import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { cn } from '../../../utils/cn';
import { useMyRequests } from '../api/get-my-requests';
import {
  NewRequestButton,
  RequestCardGrid,
  RequestListContent,
} from '../components/request-list-content';
import { RequestSummaryCard } from '../components/request-summary-card';
import { RequestsPageHeader } from '../components/requests-page-header';
import type { UserRequest } from '../types';
import {
  canReview,
  countByFilter,
  matchesFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/status';

/** The status filter with each status's count, and the requests it lets through. */
function FilteredRequests({
  requests,
  filter,
  onFilter,
}: {
  requests: UserRequest[];
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
}) {
  const { t } = useTranslation('requests');
  const counts = countByFilter(requests);
  const shown = requests.filter((request) => matchesFilter(request.status, filter));
  return (
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
            onClick={() => onFilter(value)}
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
        <RequestCardGrid requests={shown}>
          {(request) => (
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
          )}
        </RequestCardGrid>
      )}
    </>
  );
}

/** /user/show-services: every request of the customer, filtered by status. */
export default function ShowServicesPage() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const requests = useMyRequests(null, { enabled: user !== null });
  const [filter, setFilter] = useState<StatusFilter>('all');

  const content = (
    <RequestListContent
      requests={requests}
      loadFailed={t('all.loadFailed')}
      empty={
        <EmptyState
          icon={ListChecks}
          title={t('all.empty')}
          body={t('all.emptyBody')}
          action={<NewRequestButton />}
          data-testid="services-empty"
        />
      }
    >
      {(all) => <FilteredRequests requests={all} filter={filter} onFilter={setFilter} />}
    </RequestListContent>
  );

  return (
    <div className="flex flex-col gap-6">
      <RequestsPageHeader
        title={t('all.title')}
        subtitle={t('all.subtitle')}
        action={requests.data?.length ? <NewRequestButton /> : undefined}
      />
      {content}
    </div>
  );
}
