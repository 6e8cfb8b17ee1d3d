import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countPayoutsByStatus } from './payouts.repo.ts';

/**
 * `gharseva_payouts{status}`: the payouts of every repairer by status, read at each scrape
 * with one query over the (status, next_attempt_at) index. Failed and abandoned payouts are
 * money owed that has not reached its repairer: what an alert watches.
 */
export const payoutsMetrics = fp(
  async (app: FastifyInstance) => {
    const { db } = app.deps.database;
    app.metrics.addGauge({
      name: 'gharseva_payouts',
      help: 'Payouts by status (all processes see the same figure: it is read from the database)',
      labelNames: ['status'],
      async collect(set) {
        for (const { status, count } of await countPayoutsByStatus(db)) set({ status }, count);
      },
    });
  },
  { dependencies: ['metrics'] },
);
