import type { TNearbyJob } from '@gharseva/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Radar, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { useCatalogueText } from '../../../i18n/catalogue';
import { errorMessage } from '../../../lib/errors';
import { removeNearbyJob, useAcceptJob } from '../api/accept-job';
import { useNearbyJobs } from '../api/get-nearby-jobs';
import { useHashTarget } from '../../../hooks/use-hash-target';
import { acceptFailure } from '../utils/accept-error';
import { categoryOptions, filterJobs, isFiltered, NO_FILTER } from '../utils/job-filter';
import { JobFilters } from './job-filters';
import { NearbyJobCard } from './nearby-job-card';
import { NearbyJobsSkeleton } from './nearby-jobs-skeleton';

const TOAST_ID = 'accept-job';

/** The online view: 'You're Online & Ready!', the count, the filters and the jobs to accept. */
export function NearbyJobs() {
  const { t } = useTranslation('repairer');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const jobs = useNearbyJobs({ enabled: true });
  // Opened from a new-job notification at its card: bring it into view.
  useHashTarget(jobs.data !== undefined);
  const accept = useAcceptJob();
  const [filter, setFilter] = useState(NO_FILTER);
  const categoryName = useCatalogueText();
  useQueryErrorToast(
    jobs,
    (error) => errorMessage(error, t('dashboard.online.loadFailed')),
    'nearby-jobs',
  );

  const onAccept = (job: TNearbyJob) =>
    accept.mutate(job._id, {
      onSuccess: () => {
        toast.success(t('dashboard.accept.success'), { id: TOAST_ID });
        removeNearbyJob(queryClient, job._id);
        void navigate(paths.repairer.inProgress);
      },
      onError: (error) => {
        const failure = acceptFailure(error);
        if (failure.gone) removeNearbyJob(queryClient, job._id);
        if (failure.accepted) {
          toast.warning(failure.message, { id: TOAST_ID });
          void navigate(paths.repairer.inProgress);
        } else {
          toast.error(failure.message, { id: TOAST_ID });
        }
      },
    });

  const all = jobs.data ?? [];
  const shown = filterJobs(all, filter);
  const filtered = isFiltered(filter);

  let content;
  if (jobs.isPending) content = <NearbyJobsSkeleton />;
  else if (jobs.isError && !jobs.data) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void jobs.refetch()} />;
  } else if (all.length === 0) {
    content = (
      <EmptyState
        icon={Radar}
        headingLevel={3}
        title={t('dashboard.online.empty')}
        body={t('dashboard.online.emptyBody')}
        data-testid="nearby-jobs-empty"
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        headingLevel={3}
        title={t('dashboard.online.noMatch')}
        body={t('dashboard.online.noMatchBody')}
        action={
          <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
            {t('dashboard.online.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="nearby-jobs">
        {shown.map((job) => (
          <li key={job._id} className="flex">
            <NearbyJobCard
              job={job}
              onAccept={onAccept}
              isAccepting={accept.isPending && accept.variables === job._id}
              disabled={accept.isPending}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="nearby-jobs-title" className="flex flex-col gap-4">
      <div>
        <h2 id="nearby-jobs-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('dashboard.online.title')}
        </h2>
        <p className="mt-0.5 text-slate-600" aria-live="polite" data-testid="nearby-jobs-count">
          {jobs.data && t('dashboard.online.count', { count: all.length })}
          {jobs.data && filtered && all.length > 0 && (
            <span className="ms-1 text-sm text-slate-500">
              ({t('dashboard.online.showing', { shown: shown.length, total: all.length })})
            </span>
          )}
        </p>
      </div>
      {all.length > 0 && (
        <JobFilters
          filter={filter}
          categories={categoryOptions(all, categoryName)}
          onChange={setFilter}
        />
      )}
      {content}
    </section>
  );
}
