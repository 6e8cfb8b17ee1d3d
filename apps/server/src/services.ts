import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppDeps } from './deps.ts';
import { createBackground } from './lib/background.ts';
import { createAccountsService } from './modules/accounts/index.ts';
import { createAdminService } from './modules/admin/index.ts';
import { createChatService } from './modules/chat/index.ts';
import { createEstimator } from './modules/estimate/index.ts';
import { createJobsService } from './modules/jobs/index.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import { createPaymentsService, createWebhooksService } from './modules/payments/index.ts';
import { createPayoutsService } from './modules/payouts/index.ts';
import { createPublicService } from './modules/public/index.ts';
import { createRepairerProfile } from './modules/repairer-profile/index.ts';
import { createRepairerStats } from './modules/repairer-stats/index.ts';
import { createCustomerSteps, createRequestsService } from './modules/requests/index.ts';
import { createReviewsService } from './modules/reviews/index.ts';
import { createRepairerSearch } from './modules/search/index.ts';

/**
 * Every module's service, each built once from the app's parts: routes, plugins and the
 * socket all use these (`app.services`), so no service exists twice. `log` is the app's
 * logger (the payouts, payments and background work log through it); silent by default.
 */
export function createServices(deps: AppDeps, log: FastifyBaseLogger = pino({ level: 'silent' })) {
  const background = createBackground(log);
  const payouts = createPayoutsService(deps, log);
  return {
    /** Work that runs after an answer has gone (payouts, the fake gateway's webhooks). */
    background,
    accounts: createAccountsService(deps),
    admin: createAdminService(deps),
    chat: createChatService(deps),
    customerSteps: createCustomerSteps(deps),
    estimate: createEstimator(deps),
    jobs: createJobsService(deps),
    notifications: createNotificationsService(deps),
    payments: createPaymentsService(deps, { payouts, background, log }),
    payouts,
    publicInfo: createPublicService(deps),
    repairerProfile: createRepairerProfile(deps),
    repairerStats: createRepairerStats(deps),
    requests: createRequestsService(deps, log),
    reviews: createReviewsService(deps),
    search: createRepairerSearch(deps),
    webhooks: createWebhooksService(deps, { payouts, log }),
  };
}

/** The app's services, on `app.services`. */
export type Services = ReturnType<typeof createServices>;
