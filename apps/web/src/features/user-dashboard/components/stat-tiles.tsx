import { COUNTER_VISIBILITY_THRESHOLD } from '@gharseva/domain';
import { CircleCheckBig, ClipboardList, Clock, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { StatTilesSkeleton as SharedSkeleton } from '../../../components/ui/stat-tiles-skeleton';
import { useInViewOnce } from '../../../hooks/use-in-view';
import type { UserDashboardStats } from '../api/get-dashboard-stats';
import { useCountUp } from '../hooks/use-count-up';

const TILES = [
  { id: 'total-services', key: 'total', value: 'totalServices', icon: ClipboardList },
  { id: 'completed-services', key: 'completed', value: 'completedServices', icon: CircleCheckBig },
  { id: 'active-requests', key: 'active', value: 'inProgressServices', icon: Clock },
] as const satisfies readonly {
  id: string;
  key: string;
  value: keyof UserDashboardStats;
  icon: LucideIcon;
}[];

const GRID = 'grid grid-cols-3 gap-2 sm:gap-4';

/** The tiles' loading skeletons, in the same grid. */
export const StatTilesSkeleton = () => (
  <SharedSkeleton
    count={TILES.length}
    className={GRID}
    tileClassName="flex flex-col gap-2 p-3 sm:p-5"
    bars={['size-9 rounded-xl sm:size-12', 'h-7 w-10', 'h-3 w-16']}
  />
);

function Counter({ value, active }: { value: number; active: boolean }) {
  const shown = useCountUp(value, active);
  return (
    <>
      {/* The animation is for the eye; assistive technology reads the final figure once. */}
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{value}</span>
    </>
  );
}

/** Total Services, Completed Services, Active Requests: they count up once half visible. */
export function StatTiles({ stats }: { stats: UserDashboardStats }) {
  const { t } = useTranslation('dashboard');
  const ref = useRef<HTMLDListElement>(null);
  const visible = useInViewOnce(ref, COUNTER_VISIBILITY_THRESHOLD);
  return (
    <dl ref={ref} className={GRID}>
      {TILES.map(({ id, key, value, icon: Icon }) => (
        <Card
          key={id}
          className="flex flex-col-reverse justify-end gap-1 p-3 sm:p-5"
          data-testid={`stat-${id}`}
          data-value={stats[value]}
        >
          <dt className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">
            {t(`user.stats.${key}`)}
          </dt>
          <dd className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
              <Icon className="size-5 sm:size-6" aria-hidden="true" />
            </span>
            <span className="text-2xl font-extrabold text-slate-900 tabular-nums sm:text-3xl">
              <Counter value={stats[value]} active={visible} />
            </span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
