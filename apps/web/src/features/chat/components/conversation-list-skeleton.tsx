import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** The list while it loads. */
export function ConversationListSkeleton() {
  return (
    <SkeletonGroup
      className="flex flex-col divide-y divide-slate-100"
      data-testid="conversations-skeleton"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
