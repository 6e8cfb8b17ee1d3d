import type { TServiceRequest } from '@gharseva/domain';

/**
 * A request as the customer's lists give it. `paymentId` is the open payment
 * (service payment in pending_payment, rejection fee when rejected) once the
 * server includes it; the Pay links are hidden while it is absent.
 */
export type UserRequest = TServiceRequest & { paymentId?: string | null };
