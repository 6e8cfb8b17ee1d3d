import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { errorMessage } from '../../../lib/errors';
import { useRepairerStats } from '../api/get-dashboard-stats';
import { useRepairerActivity } from '../api/get-recent-activity';
import { QuickActions } from './quick-actions';
import { ActivityFeedSkeleton } from '../../../components/activity-feed';
import { RecentActivityList } from './recent-activity';
import { StatTiles, StatTilesSkeleton } from './stat-tiles';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
      <Section id="repairer-stats-title" title={t('dashboard.stats.title')}>
        {stats.data ? (
          <StatTiles stats={stats.data} />
        ) : stats.isPending ? (
          <StatTilesSkeleton />
        ) : null}
      </Section>
      <Section id="repairer-actions-title" title={t('dashboard.quickActions.title')}>
        <QuickActions />
      </Section>
      <Card className="p-5 sm:p-6">
        <Section id="repairer-activity-title" title={t('dashboard.activity.title')}>
          {activity.data ? (
            <RecentActivityList items={activity.data} />
          ) : activity.isPending ? (
            <ActivityFeedSkeleton />
          ) : null}
        </Section>
      </Card>
    </div>
  );
}
