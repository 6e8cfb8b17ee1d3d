import type { TServiceRequest } from '@gharseva/domain';

/** A request as the customer's lists give it (`paymentId` opens the Pay links). */
export type UserRequest = TServiceRequest;
