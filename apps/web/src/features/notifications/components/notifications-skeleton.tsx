import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** The list while it loads. */
export function NotificationsSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-4 p-4" data-testid="notifications-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
