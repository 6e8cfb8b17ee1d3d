import type { TPaymentsConfig } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { countCompletedJobs, countRepairers, sumRatings } from './public.repo.ts';

/** What anyone may read: the web app's settings and the figures behind the marketing claims. */
export function createPublicService({ database, config, payments }: AppDeps) {
  const { db } = database;
  return {
    config() {
      return {
        geocoderUrl: config.GEOCODER_URL,
        payments: {
          provider: payments.name,
          checkoutScriptUrl: payments.checkoutScriptUrl,
        } satisfies TPaymentsConfig,
      };
    },

    async stats() {
      const [professionals, jobsDone, rating] = await Promise.all([
        countRepairers(db, config.REPAIRER_VERIFICATION === 'required'),
        countCompletedJobs(db),
        sumRatings(db),
      ]);
      return {
        professionals,
        jobsDone,
        averageRating:
          rating.count === 0 ? null : Math.round((rating.sum / rating.count) * 10) / 10,
        ratingCount: rating.count,
      };
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;
