export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
export { createWebhooksService, webhookJobs, type WebhooksService } from './webhooks.service.ts';
/** The request's payment record, created in the transaction that moves it to payment. */
export { createPayment, findRequestPayment, reopenServicePayment } from './payments.repo.ts';
/** Refunds: recorded and queued in a decision's transaction, sent and settled on the queue. */
export {
  createRefundsService,
  queueRefund,
  refundableOf,
  refundJobs,
  type RefundsService,
} from './refunds.service.ts';
export { refundsOfPayments, type RefundRow } from './refunds.repo.ts';
