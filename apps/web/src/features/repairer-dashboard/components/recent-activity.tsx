import { type TRepairerActivity } from '@gharseva/domain';
import {
  CircleCheckBig,
  CircleX,
  ClipboardList,
  IndianRupee,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '../../../utils/date';
import { formatMoneyRupees } from '../../../utils/money';
import { useServerText } from '../../../lib/server-text';
import { useMountTime } from '../../../hooks/use-mount-time';

const ICONS = {
  completed: { icon: CircleCheckBig, tone: 'bg-emerald-50 text-emerald-700' },
  accepted: { icon: UserCheck, tone: 'bg-indigo-50 text-indigo-700' },
  new_request: { icon: ClipboardList, tone: 'bg-amber-50 text-amber-700' },
  quoted: { icon: IndianRupee, tone: 'bg-violet-50 text-violet-700' },
  cancelled: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  rejected: { icon: Undo2, tone: 'bg-rose-50 text-rose-700' },
} as const satisfies Record<TRepairerActivity['type'], { icon: LucideIcon; tone: string }>;

/** The repairer's latest events: an icon by type, the message, the amount and when. */
export function RecentActivityList({ items }: { items: TRepairerActivity[] }) {
  const { t } = useTranslation('repairer');
  const serverText = useServerText();
  const now = useMountTime();
  if (items.length === 0) {
    return (
      <p
        className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600"
        data-testid="activity-empty"
      >
        {t('dashboard.activity.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="recent-activity">
      {items.map((item, index) => {
        const { icon: Icon, tone } = ICONS[item.type] ?? ICONS.new_request;
        return (
          <li key={`${item.time}-${index}`} className="flex items-start gap-3 py-3">
            <span
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-slate-800">
                {serverText('repairerActivity', item)}
              </p>
              <time
                dateTime={item.time}
                title={formatDateTime(item.time)}
                className="text-xs text-slate-500"
              >
                {formatRelativeTime(item.time, now)}
              </time>
            </div>
            {item.amount !== null && item.amount > 0 && (
              <span className="shrink-0 text-sm font-semibold text-slate-900">
                {formatMoneyRupees(item.amount)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function RecentActivitySkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-4 py-2" data-testid="activity-skeleton">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
