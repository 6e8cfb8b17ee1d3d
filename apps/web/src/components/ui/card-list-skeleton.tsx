import { Card } from './card';
import { Skeleton, SkeletonGroup } from './skeleton';

/**
 * Skeleton cards in a two-column list while a list of requests or jobs loads: a title (with
 * the status badge when the cards have one), a line, the tags when they have them, two facts and
 * the action button.
 */
export function CardListSkeleton({
  count,
  badge = false,
  tags = false,
  factsClassName = 'grid gap-3 sm:grid-cols-2',
  actionClassName = 'h-11 rounded-lg',
  'data-testid': testId,
}: {
  count: number;
  badge?: boolean;
  tags?: boolean;
  factsClassName?: string;
  actionClassName?: string;
  'data-testid': string;
}) {
  const title = <Skeleton className="h-5 w-3/5" />;
  return (
    <SkeletonGroup className="grid gap-4 lg:grid-cols-2" data-testid={testId}>
      {Array.from({ length: count }, (_, card) => (
        <Card key={card} className="flex flex-col gap-3 p-5">
          {badge ? (
            <div className="flex items-start justify-between gap-3">
              {title}
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          ) : (
            title
          )}
          <Skeleton className="h-4 w-2/5" />
          {tags && (
            <div className="flex gap-2">
              <Skeleton className="h-6 w-24 rounded-full" />
              <Skeleton className="h-6 w-28 rounded-full" />
            </div>
          )}
          <div className={factsClassName}>
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className={actionClassName} />
        </Card>
      ))}
    </SkeletonGroup>
  );
}
