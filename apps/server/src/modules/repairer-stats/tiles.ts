import {
  REPAIRER_STAT_TILES,
  type RepairerStatTile,
  type StatComparison,
  type TRepairerStats,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairers } from '../../db/schema/index.ts';
import { countActiveJobs } from '../jobs/index.ts';
import { monthStartsInIndia, percentChange } from './months.ts';
import { countTransitions, earningsByMonth, reviewStarsSince } from './stats.repo.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * How a tile is counted, by the kind of comparison its definition names:
 * - previous_month_percent: the figure of one stretch of time [from, to);
 * - since_month_start: the figure now and as it stood when the month began (null: none then);
 * - none: the figure now.
 */
type Counter<C extends StatComparison> = C extends 'previous_month_percent'
  ? (from: Date, to: Date) => Promise<number>
  : C extends 'since_month_start'
    ? (monthStart: Date) => Promise<{ now: number; atMonthStart: number | null }>
    : () => Promise<number>;

type Counters = {
  [K in RepairerStatTile]: Counter<(typeof REPAIRER_STAT_TILES)[K]['comparison']>;
};

/** Each tile of REPAIRER_STAT_TILES counted exactly as its definition's `counts` says. */
function countersOf(db: DbOrTx, repairerId: string): Counters {
  return {
    jobsCompleted: (from, to) => countTransitions(db, repairerId, 'pending_payment', from, to),
    earnings: async (from, to) => (await earningsByMonth(db, repairerId, [from, to]))[0]! / 100,
    averageRating: async (monthStart) => {
      const [me] = await db
        .select({ sum: repairers.ratingSum, count: repairers.ratingCount })
        .from(repairers)
        .where(eq(repairers.id, repairerId));
      const sum = me?.sum ?? 0;
      const count = me?.count ?? 0;
      const month = await reviewStarsSince(db, repairerId, monthStart);
      const average = count > 0 ? round1(sum / count) : 0;
      // Nothing this month: unmoved. Only this month's reviews: nothing to compare with.
      if (month.count === 0) return { now: average, atMonthStart: average };
      const before = count - month.count;
      return {
        now: average,
        atMonthStart: before > 0 ? round1((sum - month.sum) / before) : null,
      };
    },
    activeJobs: () => countActiveJobs(db, repairerId),
  };
}

/** The dashboard tiles at `now`: this Indian calendar month against the previous one. */
export async function repairerStatTiles(
  db: DbOrTx,
  repairerId: string,
  now: Date,
): Promise<TRepairerStats> {
  const [previous, current, next] = monthStartsInIndia(2, now) as [Date, Date, Date];
  const counters = countersOf(db, repairerId) as Record<
    RepairerStatTile,
    (...args: Date[]) => Promise<number | { now: number; atMonthStart: number | null }>
  >;
  const figures = await Promise.all(
    (Object.keys(REPAIRER_STAT_TILES) as RepairerStatTile[]).map(async (id) => {
      const tile = REPAIRER_STAT_TILES[id];
      const count = counters[id];
      switch (tile.comparison) {
        case 'previous_month_percent': {
          const [value, before] = (await Promise.all([
            count(current, next),
            count(previous, current),
          ])) as [number, number];
          return [tile, value, percentChange(value, before)] as const;
        }
        case 'since_month_start': {
          const { now: value, atMonthStart } = (await count(current)) as {
            now: number;
            atMonthStart: number | null;
          };
          return [tile, value, atMonthStart === null ? 0 : round1(value - atMonthStart)] as const;
        }
        case 'none':
          return [tile, (await count()) as number, null] as const;
      }
    }),
  );
  const stats: Record<string, number | null> = {};
  for (const [tile, value, change] of figures) {
    stats[tile.value] = value;
    stats[tile.change] = change;
  }
  return stats as unknown as TRepairerStats;
}
