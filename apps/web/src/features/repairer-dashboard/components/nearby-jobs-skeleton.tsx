import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** Placeholder job cards while the nearby list loads. */
export function NearbyJobsSkeleton() {
  return (
    <SkeletonGroup className="grid gap-4 lg:grid-cols-2" data-testid="nearby-jobs-skeleton">
      {[0, 1].map((card) => (
        <Card key={card} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-4 w-2/5" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-11 rounded-lg" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
