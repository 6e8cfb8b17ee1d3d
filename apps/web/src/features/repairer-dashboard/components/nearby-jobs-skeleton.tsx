import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';

/** Skeleton job cards while the nearby list loads. */
export function NearbyJobsSkeleton() {
  return <CardListSkeleton count={2} tags data-testid="nearby-jobs-skeleton" />;
}
