import type { Config } from '../../config.ts';
import type { QueueDefinition } from '../../queue/queue.ts';
import { PAYOUT_JOB, PAYOUT_SWEEP_JOB, type PayoutsService } from './payouts.service.ts';

/**
 * The payout jobs: one attempt per job (the provider's failures schedule the next attempt
 * themselves, at the wait the repairer is shown), and a sweep each minute for payouts whose
 * job is gone. A run cut off by a dead process expires after the claim timeout and runs
 * again elsewhere; the claim and the idempotency key keep it to one payout.
 */
export function payoutJobs(
  payouts: PayoutsService,
  config: Config,
): Record<string, QueueDefinition<never>> {
  return {
    [PAYOUT_JOB]: {
      policy: 'stately',
      // Runs that did not finish (a dead process, a live claim elsewhere, the database away):
      // back after 5 to 10 s, then doubling, for about five minutes.
      retryLimit: 6,
      retryDelaySeconds: 5,
      // A little over the claim timeout, so the claim is stale when the job comes back.
      expireInSeconds: config.PAYOUT_CLAIM_TIMEOUT_SECONDS + 1,
      handler: async (data: { payoutId: string }, job) => {
        const outcome = await payouts.run(data.payoutId, job.log);
        job.log.info({ payoutId: data.payoutId, outcome }, 'payout attempt');
      },
    },
    [PAYOUT_SWEEP_JOB]: {
      cron: '* * * * *',
      retryLimit: 0,
      retryDelaySeconds: 60,
      expireInSeconds: 60,
      handler: async (_data: object, job) => {
        const sent = await payouts.sweep();
        if (sent > 0) job.log.warn({ sent }, 'payouts without a job were sent again');
      },
    },
  } as Record<string, QueueDefinition<never>>;
}
