import { type TRepairerStats } from '@gharseva/domain';
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
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cn } from '../../../utils/cn';
import { appLocale } from '../../../i18n/locale-format';
import { formatChange, type ChangeKind, type ChangeTrend } from '../utils/change-value';
import { formatMoneyRupees } from '../../../utils/money';

const TILES = [
  {
    id: 'jobs-completed',
    label: 'jobsCompleted',
    icon: CircleCheckBig,
    value: (s) => String(s.jobsCompleted),
    change: (s) => s.jobsCompletedChange,
    kind: 'percent',
  },
  {
    id: 'earnings',
    label: 'earnings',
    icon: IndianRupee,
    value: (s) => formatMoneyRupees(s.earningsThisMonth),
    change: (s) => s.earningsChange,
    kind: 'percent',
  },
  {
    id: 'average-rating',
    label: 'averageRating',
    icon: Star,
    value: (s) => s.averageRating.toFixed(1),
    change: (s) => s.ratingChange,
    kind: 'rating',
  },
  {
    id: 'active-jobs',
    label: 'activeJobs',
    icon: BriefcaseBusiness,
    value: (s) => String(s.activeJobs),
    change: (s) => s.activeJobsChange,
    kind: 'count',
  },
] as const satisfies readonly {
  id: string;
  label: 'jobsCompleted' | 'earnings' | 'averageRating' | 'activeJobs';
  icon: LucideIcon;
  value: (stats: TRepairerStats) => string;
  change: (stats: TRepairerStats) => number;
  kind: ChangeKind;
}[];

const TRENDS = {
  up: { icon: TrendingUp, tone: 'text-emerald-700' },
  down: { icon: TrendingDown, tone: 'text-red-700' },
  flat: { icon: Minus, tone: 'text-slate-500' },
} as const satisfies Record<ChangeTrend, { icon: LucideIcon; tone: string }>;

/** Jobs Completed, Earnings, Average Rating, Active Jobs, each with its change. */
export function StatTiles({ stats }: { stats: TRepairerStats }) {
  const { t } = useTranslation('repairer');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ id, label, icon: Icon, value, change, kind }) => {
        const { text, trend } = formatChange(change(stats), kind, appLocale());
        const { icon: TrendIcon, tone } = TRENDS[trend];
        return (
          <Card key={id} className="flex flex-col gap-2 p-4 sm:p-5" data-testid={`stat-${id}`}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {t(`dashboard.stats.${label}`)}
              {id === 'earnings' && (
                <span className="sr-only">({t('dashboard.stats.earningsHint')})</span>
              )}
            </dt>
            <dd className="flex flex-col gap-1">
              <span className="text-2xl font-extrabold break-all text-slate-900 tabular-nums sm:text-3xl">
                {value(stats)}
              </span>
              <span
                className={cn('inline-flex items-center gap-1 text-xs font-semibold', tone)}
                data-testid={`stat-${id}-change`}
              >
                <TrendIcon className="size-3.5 shrink-0" aria-hidden="true" />
                {t('dashboard.stats.change', { value: text })}
              </span>
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}

export function StatTilesSkeleton() {
  return (
    <SkeletonGroup
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      data-testid="stats-skeleton"
    >
      {TILES.map(({ id }) => (
        <Card key={id} className="flex flex-col gap-2 p-4 sm:p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-20" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
