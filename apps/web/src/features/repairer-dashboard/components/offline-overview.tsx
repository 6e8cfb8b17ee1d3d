import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { TitledSection } from '../../../components/ui/titled-section';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { errorMessage } from '../../../lib/errors';
import { useRepairerStats } from '../api/get-dashboard-stats';
import { useRepairerActivity } from '../api/get-recent-activity';
import { QuickActions } from './quick-actions';
import { ActivityPanel } from '../../../components/activity-feed';
import { RecentActivityList } from './recent-activity';
import { StatTiles, StatTilesSkeleton } from './stat-tiles';

/** The offline view: the figures with their changes, quick actions and recent activity. */
export function OfflineOverview() {
  const { t } = useTranslation('repairer');
  const stats = useRepairerStats();
  const activity = useRepairerActivity();
  useQueryErrorToast(
    stats,
    (error) => errorMessage(error, t('dashboard.stats.loadFailed')),
    'repairer-stats',
  );
  useQueryErrorToast(
    activity,
    (error) => errorMessage(error, t('dashboard.activity.loadFailed')),
    'repairer-activity',
  );
  return (
    <div className="flex flex-col gap-8">
      <TitledSection id="repairer-stats-title" title={t('dashboard.stats.title')}>
        <QueryContent query={stats} skeleton={<StatTilesSkeleton />}>
          {(data) => <StatTiles stats={data} />}
        </QueryContent>
      </TitledSection>
      <TitledSection id="repairer-actions-title" title={t('dashboard.quickActions.title')}>
        <QuickActions />
      </TitledSection>
      <ActivityPanel
        id="repairer-activity-title"
        title={t('dashboard.activity.title')}
        query={activity}
      >
        {(data) => <RecentActivityList items={data} />}
      </ActivityPanel>
    </div>
  );
}
