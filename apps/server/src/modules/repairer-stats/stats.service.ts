import {
  ANALYTICS_MONTHS,
  type TRepairerActivity,
  type TRepairerAnalytics,
  type TRepairerStats,
} from '@gharseva/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { repairers, serviceRequests } from '../../db/schema/index.ts';
import { countActiveJobs } from '../jobs/jobs.repo.ts';
import { monthLabel, monthStartsInIndia, percentChange } from './months.ts';
import { REPAIRER_ACTIVITY_STATUSES, toRepairerActivity } from './repairer-activity.ts';
import { withRequestParts } from '../activity/activity.repo.ts';
import {
  DONE_STATUSES,
  averageStars,
  countTransitions,
  doneJobsByService,
  earningsByMonth,
  latestRepairerEvents,
  totalEarnings,
} from './stats.repo.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The repairer's dashboard figures, analytics and recent activity (SPEC.md section 3). */
export function createRepairerStats({ database }: AppDeps) {
  const { db } = database;

  return {
    /** This month's figures in Asia/Kolkata, each with its change against the previous month. */
    async stats(repairerId: string, now = new Date()): Promise<TRepairerStats> {
      const [previous, current, next] = monthStartsInIndia(2, now) as [Date, Date, Date];
      const [doneNow, donePrev, earnings, starsNow, starsPrev, acceptedNow, acceptedPrev] =
        await Promise.all([
          countTransitions(db, repairerId, 'pending_payment', current, next),
          countTransitions(db, repairerId, 'pending_payment', previous, current),
          earningsByMonth(db, repairerId, [previous, current, next]),
          averageStars(db, repairerId, current, next),
          averageStars(db, repairerId, previous, current),
          countTransitions(db, repairerId, 'pending_quote', current, next),
          countTransitions(db, repairerId, 'pending_quote', previous, current),
        ]);
      const [me] = await db
        .select({ sum: repairers.ratingSum, count: repairers.ratingCount })
        .from(repairers)
        .where(eq(repairers.id, repairerId));
      return {
        jobsCompleted: doneNow,
        jobsCompletedChange: percentChange(doneNow, donePrev),
        earningsThisMonth: earnings[1]! / 100,
        earningsChange: percentChange(earnings[1]!, earnings[0]!),
        averageRating: me && me.count > 0 ? round1(me.sum / me.count) : 0,
        ratingChange: starsNow !== null && starsPrev !== null ? round1(starsNow - starsPrev) : 0,
        activeJobs: await countActiveJobs(db, repairerId),
        activeJobsChange: acceptedNow - acceptedPrev,
      };
    },

    async analytics(repairerId: string, now = new Date()): Promise<TRepairerAnalytics> {
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
              inArray(serviceRequests.status, [...DONE_STATUSES]),
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
