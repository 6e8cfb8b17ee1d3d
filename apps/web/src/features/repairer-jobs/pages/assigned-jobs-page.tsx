import { BriefcaseBusiness, Radar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { failureMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/session-context';
import { useAssignedJobs } from '../api/get-assigned-jobs';
import { useHashTarget } from '../../../hooks/use-hash-target';
import { AssignedJobCard } from '../components/assigned-job-card';
import { AssignedJobsSkeleton } from '../components/assigned-jobs-skeleton';

/** /repairer/inprogress: the jobs the repairer accepted, with quote, work, completion and contact. */
export default function AssignedJobsPage() {
  const { t } = useTranslation('repairer');
  const { repairer } = useSession();
  const jobs = useAssignedJobs({ enabled: repairer !== null });
  // Opened from a notification at one job's card: bring it into view.
  useHashTarget(jobs.data !== undefined);
  useQueryErrorToast(
    jobs,
    (error) =>
      failureMessage(error, { failed: t('jobs.fetchFailed'), unexpected: t('jobs.loadFailed') }),
    'assigned-jobs',
  );

  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t('what.jobs') })}
        loginTo={paths.repairer.login}
      />
    );
  }

  let content;
  if (jobs.isPending) content = <AssignedJobsSkeleton />;
  else if (jobs.isError) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void jobs.refetch()} />;
  } else if (jobs.data.length === 0) {
    content = (
      <EmptyState
        icon={BriefcaseBusiness}
        title={t('jobs.empty')}
        body={t('jobs.emptyBody')}
        data-testid="assigned-jobs-empty"
        action={
          <ButtonLink to={paths.repairer.dashboard}>
            <Radar className="size-5" aria-hidden="true" />
            {t('jobs.findJobs')}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {jobs.data.map((job) => (
          <li key={job._id} className="flex">
            <AssignedJobCard job={job} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('jobs.title')}
        subtitle={t('jobs.subtitle')}
        backTo={paths.repairer.dashboard}
        backLabel={t('backToDashboard')}
      />
      {content}
    </div>
  );
}
