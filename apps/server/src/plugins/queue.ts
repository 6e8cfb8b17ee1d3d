import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { newJobAlertJobs, notificationDeliveryJobs } from '../modules/notifications/index.ts';
import { refundJobs, webhookJobs } from '../modules/payments/index.ts';
import { payoutJobs } from '../modules/payouts/index.ts';
import { reminderJobs } from '../modules/reminders/index.ts';
import type { JobQueue } from '../queue/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work on PostgreSQL: payouts, new-job alerts and their SMS (queue/queue.ts). */
    queue: JobQueue;
  }
}

/**
 * Every module's jobs on the app's queue, started with the app; on close, once requests in
 * flight are answered, the fake gateway's webhook deliveries finish (they send jobs), then
 * running jobs finish or are released for another process.
 */
export const queuePlugin = fp(
  async (app: FastifyInstance) => {
    const { queue, payouts, alerts, webhooks, refunds, notificationChannels, reminders } =
      app.services;
    const jobs = {
      ...payoutJobs(payouts, app.deps.config),
      ...newJobAlertJobs(alerts),
      ...webhookJobs(webhooks),
      ...refundJobs(refunds),
      ...notificationDeliveryJobs(app.deps.database, queue, notificationChannels),
      ...reminderJobs(reminders),
    };
    for (const [name, definition] of Object.entries(jobs)) queue.define(name, definition);
    await queue.start();
    app.decorate('queue', queue);

    // Queue depth (waiting, retrying, running, failed) and dead letters, read when scraped;
    // failed runs counted as they happen in this process.
    app.metrics.addGauge<'queue' | 'state'>({
      name: 'gharseva_queue_jobs',
      help: 'Jobs in the queue by queue and state (created, retry, active, completed, failed)',
      labelNames: ['queue', 'state'],
      async collect(set) {
        for (const c of await queue.counts()) {
          if (!c.queue.endsWith('-dead')) set({ queue: c.queue, state: c.state }, c.count);
        }
      },
    });
    app.metrics.addGauge<'queue'>({
      name: 'gharseva_queue_dead_letters',
      help: 'Jobs that failed every retry and wait for a person, by queue',
      labelNames: ['queue'],
      async collect(set) {
        for (const c of await queue.counts()) {
          if (c.queue.endsWith('-dead')) set({ queue: c.queue.replace(/-dead$/, '') }, c.count);
        }
      },
    });
    const failures = new Counter({
      name: 'gharseva_queue_job_failures_total',
      help: 'Job runs that failed in this process (each is retried or becomes a dead letter)',
      labelNames: ['queue'],
      registers: [app.metrics.registry],
    });
    queue.onFailed((name) => failures.inc({ queue: name }));
    // After the server has stopped taking requests and finished those in flight, which may
    // still send jobs.
    app.addHook('onClose', async () => {
      if ('idle' in app.deps.payments) await app.deps.payments.idle();
      await queue.stop();
    });
  },
  { name: 'queue', dependencies: ['metrics'] },
);
