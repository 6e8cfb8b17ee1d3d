import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newJobAlertJobs } from '../modules/notifications/index.ts';
import { payoutJobs } from '../modules/payouts/index.ts';
import type { JobQueue } from '../queue/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work on PostgreSQL: payouts, new-job alerts and their SMS (queue/queue.ts). */
    queue: JobQueue;
  }
}

/**
 * Every module's jobs on the app's queue, started with the app; on close, the fake
 * gateway's webhook deliveries finish first (they send jobs), then running jobs finish or
 * are released for another process.
 */
export const queuePlugin = fp(async (app: FastifyInstance) => {
  const { queue, payouts, alerts } = app.services;
  const jobs = { ...payoutJobs(payouts, app.deps.config), ...newJobAlertJobs(alerts) };
  for (const [name, definition] of Object.entries(jobs)) queue.define(name, definition);
  await queue.start();
  app.decorate('queue', queue);
  app.addHook('preClose', async () => {
    if ('idle' in app.deps.payments) await app.deps.payments.idle();
    await queue.stop();
  });
});
