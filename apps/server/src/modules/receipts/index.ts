export { receiptsRoutes } from './receipts.routes.ts';
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
/** Numbers and issues a payment's receipt inside the capture's transaction. */
export { issueReceipt } from './receipts.repo.ts';
