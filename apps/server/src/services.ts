import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppDeps } from './deps.ts';
import { createAccountsService } from './modules/accounts/index.ts';
import { createAdminService } from './modules/admin/index.ts';
import { createAdminConsoleService } from './modules/admin-console/index.ts';
import { createChatService } from './modules/chat/index.ts';
import { createDisputesService } from './modules/disputes/index.ts';
import { createEmailChannel, createEmailService } from './modules/email/index.ts';
import { createEstimator } from './modules/estimate/index.ts';
import { createJobsService } from './modules/jobs/index.ts';
import { createNewJobAlerts, createNotificationsService } from './modules/notifications/index.ts';
import {
  createPaymentsService,
  createRefundsService,
  createWebhooksService,
} from './modules/payments/index.ts';
import { createPayoutsService } from './modules/payouts/index.ts';
import { createPublicService } from './modules/public/index.ts';
import { createRemindersService } from './modules/reminders/index.ts';
import { createPushService } from './modules/push/index.ts';
import { createReceiptsService } from './modules/receipts/index.ts';
import { createRescheduleService } from './modules/reschedule/index.ts';
import { createRepairerProfile } from './modules/repairer-profile/index.ts';
import { createRepairerStats } from './modules/repairer-stats/index.ts';
import { createCustomerSteps, createRequestsService } from './modules/requests/index.ts';
import { createReviewsService } from './modules/reviews/index.ts';
import { createAddressesService } from './modules/addresses/index.ts';
import { createRepairerSearch } from './modules/search/index.ts';
import type { NotificationChannel } from './modules/notifications/index.ts';
import { createVerificationService } from './modules/verification/index.ts';
import { createJobQueue } from './queue/queue.ts';

/**
 * Every module's service, each built once from the app's parts: routes, plugins and the
 * socket all use these (`app.services`), so no service exists twice. `log` is the app's
 * logger (the payouts, payments and jobs log through it); silent by default.
 */
export function createServices(deps: AppDeps, log: FastifyBaseLogger = pino({ level: 'silent' })) {
  const { config } = deps;
  const queue = createJobQueue(
    deps.database,
    {
      workers: config.QUEUE_WORKERS,
      schedules: config.QUEUE_SCHEDULES,
      pollSeconds: config.QUEUE_POLL_SECONDS,
      maintenanceSeconds: config.QUEUE_MAINTENANCE_SECONDS,
    },
    log,
  );
  const payouts = createPayoutsService(deps, { queue, log });
  const alerts = createNewJobAlerts(deps, queue);
  const refunds = createRefundsService(deps, { log, queue });
  const receipts = createReceiptsService(deps);
  /** The ways a notification leaves the app besides the socket (email, web push). */
  const notificationChannels: NotificationChannel[] = [];
  notificationChannels.push(createEmailChannel(deps, { receipts }));
  const push = createPushService(deps, log);
  notificationChannels.push(push.channel());
  return {
    notificationChannels,
    /** Background work on PostgreSQL (payouts, alerts, SMS); started by `plugins/queue.ts`. */
    queue,
    alerts,
    accounts: createAccountsService(deps),
    addresses: createAddressesService(deps),
    admin: createAdminService(deps, { queue }),
    adminConsole: createAdminConsoleService(deps, { queue, payouts }),
    chat: createChatService(deps, { queue }),
    customerSteps: createCustomerSteps(deps, { queue }),
    disputes: createDisputesService(deps, { payouts, queue }),
    email: createEmailService(deps),
    estimate: createEstimator(deps),
    jobs: createJobsService(deps, { queue }),
    notifications: createNotificationsService(deps),
    payments: createPaymentsService(deps, { payouts, queue, log }),
    payouts,
    publicInfo: createPublicService(deps),
    push,
    receipts,
    repairerProfile: createRepairerProfile(deps),
    repairerStats: createRepairerStats(deps),
    requests: createRequestsService(deps, { log, alerts, queue }),
    reschedule: createRescheduleService(deps, { queue }),
    refunds,
    reminders: createRemindersService(deps, { queue }),
    reviews: createReviewsService(deps, { queue }),
    search: createRepairerSearch(deps),
    verification: createVerificationService(deps, { queue }),
    webhooks: createWebhooksService(deps, { payouts, refunds, queue, log }),
  };
}

/** The app's services, on `app.services`. */
export type Services = ReturnType<typeof createServices>;
