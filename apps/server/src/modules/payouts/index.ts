export { payoutsMetrics } from './payouts.metrics.ts';
export { payoutsPlugin } from './payouts.plugin.ts';
export { payoutJobs } from './payouts.jobs.ts';
export {
  createPayoutsService,
  PAYOUT_JOB,
  PayoutHeldElsewhere,
  type PayoutsService,
} from './payouts.service.ts';
/** The payouts of a repairer's jobs, for the jobs list. */
export { payoutsOfJobs, type JobPayoutRow } from './payouts.repo.ts';
/** The payouts ledger of a problem report: payouts and recovery entries of refunded jobs. */
export { payoutsOfPayments, recoveriesOfRefunds } from './adjustments.repo.ts';
export { refundShare } from './ledger.ts';
