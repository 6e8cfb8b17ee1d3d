import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** The list's shape while it loads. */
export function PaidServicesSkeleton() {
  return (
    <SkeletonGroup className="grid gap-4 lg:grid-cols-2" data-testid="paid-services-skeleton">
      {[0, 1].map((card) => (
        <div key={card} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="ms-auto h-11 w-36" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
