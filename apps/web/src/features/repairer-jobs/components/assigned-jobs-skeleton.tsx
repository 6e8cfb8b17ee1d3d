import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';

/** Skeleton cards while the assigned jobs load. */
export function AssignedJobsSkeleton() {
  return (
    <CardListSkeleton
      count={2}
      badge
      factsClassName="grid grid-cols-2 gap-3"
      data-testid="assigned-jobs-skeleton"
    />
  );
}
