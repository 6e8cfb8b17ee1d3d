import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** Placeholder cards while the assigned jobs load. */
export function AssignedJobsSkeleton() {
  return (
    <SkeletonGroup className="grid gap-4 lg:grid-cols-2" data-testid="assigned-jobs-skeleton">
      {[0, 1].map((card) => (
        <Card key={card} className="flex flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-2/5" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-11 rounded-lg" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
