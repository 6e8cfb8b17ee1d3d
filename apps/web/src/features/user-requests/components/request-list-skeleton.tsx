import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** Placeholder cards while a list loads. */
export function RequestListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonGroup className="grid gap-4 lg:grid-cols-2" data-testid="requests-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-2/5" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-11 w-32 rounded-lg" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
