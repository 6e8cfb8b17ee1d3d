import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';

/** Skeleton cards while a list loads. */
export function RequestListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <CardListSkeleton
      count={count}
      badge
      actionClassName="h-11 w-32 rounded-lg"
      data-testid="requests-skeleton"
    />
  );
}
