import { Card } from './card';
import { Skeleton, SkeletonGroup } from './skeleton';

/**
 * A dashboard's figure tiles while they load: one card a tile in the tiles' own grid, each with
 * the grey loading bars (their sizes as classes) of what the tile will show.
 */
export function StatTilesSkeleton({
  count,
  className,
  tileClassName,
  bars,
}: {
  count: number;
  className: string;
  tileClassName: string;
  bars: readonly string[];
}) {
  return (
    <SkeletonGroup className={className} data-testid="stats-skeleton">
      {Array.from({ length: count }, (_, tile) => (
        <Card key={tile} className={tileClassName}>
          {bars.map((bar) => (
            <Skeleton key={bar} className={bar} />
          ))}
        </Card>
      ))}
    </SkeletonGroup>
  );
}
