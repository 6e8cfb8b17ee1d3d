import { ZCreateOrderRequest } from '@gharseva/domain';

/**
 * Whether the link's id can be a payment record's (a UUID, the same rule as the calls'):
 * anything else is a broken link, answered without asking the server.
 */
export const isPaymentId = (id: string): boolean =>
  ZCreateOrderRequest.shape.paymentRecordId.safeParse(id).success;
