import {
  WORK_CONFIRMED_STATUSES,
  ANALYTICS_MONTHS,
  type TRepairerActivity,
  type TRepairerAnalytics,
  type TRepairerStats,
} from '@gharseva/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { monthLabel, monthStartsInIndia } from './months.ts';
import { REPAIRER_ACTIVITY_STATUSES, toRepairerActivity } from './repairer-activity.ts';
import { withRequestParts } from '../activity/index.ts';
import { repairerStatTiles } from './tiles.ts';
import {
  doneJobsByService,
  earningsByMonth,
  latestRepairerEvents,
  totalEarnings,
} from './stats.repo.ts';

/** The repairer's dashboard figures, analytics and recent activity (SPEC.md section 3). */
export function createRepairerStats({ database, clock = () => new Date() }: AppDeps) {
  const { db } = database;

  return {
    /** The dashboard tiles as REPAIRER_STAT_TILES defines them (tiles.ts). */
    async stats(repairerId: string, now = clock()): Promise<TRepairerStats> {
      return repairerStatTiles(db, repairerId, now);
    },

    async analytics(repairerId: string, now = clock()): Promise<TRepairerAnalytics> {
      const starts = monthStartsInIndia(ANALYTICS_MONTHS, now);
      const [monthly, total, topServices, [done]] = await Promise.all([
        earningsByMonth(db, repairerId, starts),
        totalEarnings(db, repairerId),
        doneJobsByService(db, repairerId),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceRequests)
          .where(
            and(
              eq(serviceRequests.repairerId, repairerId),
              inArray(serviceRequests.status, [...WORK_CONFIRMED_STATUSES]),
            ),
          ),
      ]);
      return {
        jobsCompleted: Number(done?.n ?? 0),
        totalEarnings: total / 100,
        monthlyEarnings: monthly.map((p) => p / 100),
        months: starts.slice(0, -1).map(monthLabel),
        topServices,
      };
    },

    async recentActivity(repairerId: string): Promise<TRepairerActivity[]> {
      const events = await withRequestParts(
        db,
        await latestRepairerEvents(db, repairerId, REPAIRER_ACTIVITY_STATUSES),
      );
      return events
        .map(toRepairerActivity)
        .filter((a) => a !== null)
        .slice(0, 10);
    },
  };
}

export type RepairerStatsService = ReturnType<typeof createRepairerStats>;
