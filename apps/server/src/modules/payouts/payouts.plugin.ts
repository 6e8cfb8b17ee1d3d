import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PayoutsService } from './payouts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

/** The payouts service on the app (its jobs run on the queue: `plugins/queue.ts`). */
export const payoutsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('payouts', app.services.payouts);
});
