import {
  REPAIRER_STAT_TILES,
  type RepairerStatTile,
  type StatComparison,
  type TRepairerStats,
} from '@gharseva/domain';
import {
  BriefcaseBusiness,
  CircleCheckBig,
  IndianRupee,
  Minus,
  Star,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { StatTilesSkeleton as SharedSkeleton } from '../../../components/ui/stat-tiles-skeleton';
import { cn } from '../../../utils/cn';
import { appLocale } from '../../../i18n/locale-format';
import { formatChange, type ChangeKind, type ChangeTrend } from '../utils/change-value';
import { formatMoneyRupees } from '../../../utils/money';

/**
 * The tiles in display order. What each counts, over which period and compared with what is
 * REPAIRER_STAT_TILES (decision 036); here only how each looks.
 */
const TILES = [
  {
    id: 'jobs-completed',
    tile: 'jobsCompleted',
    icon: CircleCheckBig,
    value: (s) => String(s.jobsCompleted),
    kind: 'percent',
  },
  {
    id: 'earnings',
    tile: 'earnings',
    icon: IndianRupee,
    value: (s) => formatMoneyRupees(s.earningsThisMonth),
    kind: 'percent',
  },
  {
    id: 'average-rating',
    tile: 'averageRating',
    icon: Star,
    value: (s) => s.averageRating.toFixed(1),
    kind: 'rating',
  },
  {
    id: 'active-jobs',
    tile: 'activeJobs',
    icon: BriefcaseBusiness,
    value: (s) => String(s.activeJobs),
    kind: 'count',
  },
] as const satisfies readonly {
  id: string;
  tile: RepairerStatTile;
  icon: LucideIcon;
  value: (stats: TRepairerStats) => string;
  kind: ChangeKind;
}[];

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The tiles' loading skeletons, in the same grid. */
export const StatTilesSkeleton = () => (
  <SharedSkeleton
    count={TILES.length}
    className={GRID}
    tileClassName="flex flex-col gap-2 p-4 sm:p-5"
    bars={['h-4 w-24', 'h-8 w-16', 'h-3 w-20']}
  />
);

/** The change line's text by the tile's comparison ('none' has no line). */
const CHANGE_TEXT = {
  previous_month_percent: 'dashboard.stats.change',
  since_month_start: 'dashboard.stats.changeThisMonth',
} as const satisfies Record<Exclude<StatComparison, 'none'>, string>;

const TRENDS = {
  up: { icon: TrendingUp, tone: 'text-emerald-700' },
  down: { icon: TrendingDown, tone: 'text-red-700' },
  flat: { icon: Minus, tone: 'text-slate-500' },
} as const satisfies Record<ChangeTrend, { icon: LucideIcon; tone: string }>;

/** Jobs Completed, Earnings, Average Rating, Active Jobs: each with its period and change. */
export function StatTiles({ stats }: { stats: TRepairerStats }) {
  const { t } = useTranslation('repairer');
  return (
    <dl className={GRID}>
      {TILES.map(({ id, tile, icon: Icon, value, kind }) => {
        const { period, comparison, change } = REPAIRER_STAT_TILES[tile];
        const changeValue = stats[change];
        const shown =
          comparison === 'none' || changeValue === null
            ? null
            : { ...formatChange(changeValue, kind, appLocale()), key: CHANGE_TEXT[comparison] };
        const TrendIcon = shown && TRENDS[shown.trend].icon;
        return (
          <Card key={id} className="flex flex-col gap-2 p-4 sm:p-5" data-testid={`stat-${id}`}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col">
                {t(`dashboard.stats.${tile}`)}
                <span
                  className="text-xs font-normal text-slate-500"
                  data-testid={`stat-${id}-hint`}
                >
                  {t(`dashboard.stats.period.${period}`)}
                </span>
              </span>
            </dt>
            <dd className="flex flex-col gap-1">
              <span
                className="text-2xl font-extrabold break-all text-slate-900 tabular-nums sm:text-3xl"
                data-testid={`stat-${id}-value`}
              >
                {value(stats)}
              </span>
              {shown && TrendIcon && (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-xs font-semibold',
                    TRENDS[shown.trend].tone,
                  )}
                  data-testid={`stat-${id}-change`}
                >
                  <TrendIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  {t(shown.key, { value: shown.text })}
                </span>
              )}
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
