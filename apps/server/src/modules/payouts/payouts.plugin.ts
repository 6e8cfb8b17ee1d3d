import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Background } from '../../lib/background.ts';
import type { PayoutsService } from './payouts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after an answer has gone (payouts, the fake gateway's webhooks). */
    background: Background;
    payouts: PayoutsService;
  }
}

/**
 * The payouts service and the background runner on the app, failed payouts
 * retried every PAYOUT_RETRY_INTERVAL_SECONDS, and everything started finished
 * before the server stops.
 */
export const payoutsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  const { background, payouts } = app.services;
  app.decorate('background', background);
  app.decorate('payouts', payouts);

  const interval = deps.config.PAYOUT_RETRY_INTERVAL_SECONDS;
  const timer =
    interval > 0
      ? setInterval(
          () => background.run('payout retries', () => payouts.retryDue()),
          interval * 1000,
        )
      : undefined;
  timer?.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    if ('idle' in deps.payments) await deps.payments.idle();
    await background.idle();
  });
});
