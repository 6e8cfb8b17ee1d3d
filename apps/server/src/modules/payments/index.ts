export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
export { createWebhooksService, webhookJobs, type WebhooksService } from './webhooks.service.ts';
/** The request's payment record, created in the transaction that moves it to payment. */
export { createPayment, findRequestPayment } from './payments.repo.ts';
