import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryContent } from './query-content';
import { Card } from './ui/card';
import { Skeleton, SkeletonGroup } from './ui/skeleton';
import { TitledSection } from './ui/titled-section';
import { cn } from '../utils/cn';
import { formatDateTime, formatRelativeTime } from '../utils/date';
import { useMountTime } from '../hooks/use-mount-time';

/** One line of a dashboard's recent activity, already put into words by its feature. */
export interface ActivityEntry {
  key: string;
  icon: LucideIcon;
  /** The icon circle's colours. */
  tone: string;
  message: string;
  /** ISO time of the event. */
  time: string;
  /** Shown at the end of the line (an amount), when there is one. */
  trailing?: ReactNode;
}

/** A dashboard's latest events: an icon, the message and how long ago; a line when there are none. */
export function ActivityFeed({
  entries,
  emptyText,
}: {
  entries: ActivityEntry[];
  emptyText: string;
}) {
  const now = useMountTime();
  if (entries.length === 0) {
    return (
      <p
        className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600"
        data-testid="activity-empty"
      >
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="recent-activity">
      {entries.map(({ key, icon: Icon, tone, message, time, trailing }) => (
        <li key={key} className="flex items-start gap-3 py-3">
          <span
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
          >
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm break-words text-slate-800">{message}</p>
            <time dateTime={time} title={formatDateTime(time)} className="text-xs text-slate-500">
              {formatRelativeTime(time, now)}
            </time>
          </div>
          {trailing}
        </li>
      ))}
    </ul>
  );
}

/** Three grey skeleton lines while the activity loads. */
function ActivityFeedSkeleton() {
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

/** A dashboard's Recent Activity card: its title, then the feed once loaded or its skeleton. */
export function ActivityPanel<T>({
  id,
  title,
  query,
  className,
  children,
}: {
  id: string;
  title: string;
  query: { data: T | undefined; isPending: boolean };
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <TitledSection id={id} title={title}>
        <QueryContent query={query} skeleton={<ActivityFeedSkeleton />}>
          {children}
        </QueryContent>
      </TitledSection>
    </Card>
  );
}
