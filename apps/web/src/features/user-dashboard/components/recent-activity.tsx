import {
  Bell,
  CircleCheckBig,
  CircleX,
  ClipboardList,
  CreditCard,
  IndianRupee,
  MessageSquare,
  Star,
  UserCheck,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '../../../utils/date';
import type { UserActivity } from '../api/get-recent-activity';
import { activityKind, type ActivityKind } from '../utils/activity-kind';
import { useServerText } from '../../../lib/server-text';
import { useMountTime } from '../../../hooks/use-mount-time';

const ICONS = {
  requested: { icon: ClipboardList, tone: 'bg-amber-50 text-amber-700' },
  in_progress: { icon: Wrench, tone: 'bg-sky-50 text-sky-700' },
  completed: { icon: CircleCheckBig, tone: 'bg-emerald-50 text-emerald-700' },
  cancelled: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  accepted: { icon: UserCheck, tone: 'bg-indigo-50 text-indigo-700' },
  quoted: { icon: IndianRupee, tone: 'bg-violet-50 text-violet-700' },
  payment: { icon: CreditCard, tone: 'bg-emerald-50 text-emerald-700' },
  message: { icon: MessageSquare, tone: 'bg-violet-50 text-violet-700' },
  account: { icon: UserRound, tone: 'bg-brand-50 text-brand-700' },
  review: { icon: Star, tone: 'bg-accent-50 text-accent-700' },
  other: { icon: Bell, tone: 'bg-slate-100 text-slate-700' },
} as const satisfies Record<ActivityKind, { icon: LucideIcon; tone: string }>;

/** The latest events of the customer's requests and account, with when they happened. */
export function RecentActivityList({ items }: { items: UserActivity[] }) {
  const { t } = useTranslation('dashboard');
  const serverText = useServerText();
  const now = useMountTime();
  if (items.length === 0) {
    return (
      <p
        className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600"
        data-testid="activity-empty"
      >
        {t('user.activity.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="recent-activity">
      {items.map((item, index) => {
        const { icon: Icon, tone } = ICONS[activityKind(item.message, item.type)];
        return (
          <li key={item._id ?? `${item.time}-${index}`} className="flex items-start gap-3 py-3">
            <span
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-slate-800">
                {serverText('userActivity', item)}
              </p>
              <time
                dateTime={item.time}
                title={formatDateTime(item.time)}
                className="text-xs text-slate-500"
              >
                {formatRelativeTime(item.time, now)}
              </time>
            </div>
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
