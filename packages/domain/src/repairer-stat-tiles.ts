import type { TRepairerStats } from './schemas/jobs.ts';

/**
 * Over which stretch of time a tile counts. Months are calendar months in Asia/Kolkata
 * (1st 00:00 IST to the next 1st 00:00 IST), whatever the server's own time zone.
 */
export type StatPeriod = 'this_month' | 'all_time' | 'now';

/**
 * What a tile's change compares its value with:
 * - `previous_month_percent`: this month's figure against the whole previous calendar month,
 *   in percent, rounded; from nothing to something is +100, nothing against nothing 0.
 * - `since_month_start`: the figure now minus the same figure as it stood when this month
 *   began (one decimal); 0 when nothing changed it this month or there was nothing before.
 * - `none`: no comparison; the change field is null.
 */
export type StatComparison = 'previous_month_percent' | 'since_month_start' | 'none';

export interface StatTileDefinition {
  /** The tile's field of /api/repairer/dashboard-stats. */
  value: keyof TRepairerStats;
  /** The field holding its change (null on the wire when `comparison` is 'none'). */
  change: keyof TRepairerStats;
  period: StatPeriod;
  comparison: StatComparison;
  /** What is counted, in words (the server's tiles.ts counts exactly this). */
  counts: string;
}

/**
 * The repairer's dashboard tiles, in display order: the one definition of what each counts,
 * over which period and compared with what (decision 036). The server computes them from this
 * table (modules/repairer-stats/tiles.ts) and the web app labels them from it.
 */
export const REPAIRER_STAT_TILES = {
  jobsCompleted: {
    value: 'jobsCompleted',
    change: 'jobsCompletedChange',
    period: 'this_month',
    comparison: 'previous_month_percent',
    counts:
      'His jobs whose completion code the customer entered (the move to pending_payment) in the month; a job counts once, in the month of that move.',
  },
  earnings: {
    value: 'earningsThisMonth',
    change: 'earningsChange',
    period: 'this_month',
    comparison: 'previous_month_percent',
    counts:
      'Rupees of his service payments the customer paid (paid_by_customer or completed), by the time of payment; rejection fees and unpaid or failed payments are not earnings.',
  },
  averageRating: {
    value: 'averageRating',
    change: 'ratingChange',
    period: 'all_time',
    comparison: 'since_month_start',
    counts:
      "The average of all his reviews' stars, one decimal, 0 without reviews; the change is how far this month's reviews moved it.",
  },
  activeJobs: {
    value: 'activeJobs',
    change: 'activeJobsChange',
    period: 'now',
    comparison: 'none',
    counts:
      'His jobs not finished now: the statuses of ACTIVE_JOB_STATUSES (pending_quote, quoted, accepted, in_progress, pending_otp), the same count MAX_ACTIVE_JOBS limits. A cancelled, rejected or done job is not active; pending_payment is done (Jobs Completed).',
  },
} as const satisfies Record<string, StatTileDefinition>;

export type RepairerStatTile = keyof typeof REPAIRER_STAT_TILES;
