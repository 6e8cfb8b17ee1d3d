import { z } from 'zod';
import { PAID_STATUSES, PAYMENT_STATUSES, REQUEST_STATUSES } from '../status.ts';
import { ZMessageResponse } from './responses.ts';

/** Messages of the admin dashboard (SPEC.md section 8, "Admin"), verbatim. */
export const ADMIN_MESSAGES = {
  completed: 'Service marked as complete successfully!',
  fetchFailed: 'Failed to fetch services',
} as const;

/** The statuses GET /admin/paid-services lists: paid by the customer, and then completed. */
export const PAID_SERVICE_STATUSES = PAID_STATUSES;

/**
 * One paid service request on the admin dashboard (SPEC.md section 2, "Admin"). Only the
 * contact fields the admin follows up with: no password hashes, no Aadhaar, no codes.
 */
export const ZPaidService = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  serviceType: z.string(),
  status: z.enum(REQUEST_STATUSES),
  description: z.string(),
  location: z.object({ address: z.string(), pincode: z.string() }),
  createdAt: z.string(),
  /** The accepted quote, rupees. */
  estimatedPrice: z.number(),
  repairer: z
    .object({ _id: z.string(), fullname: z.string(), phone: z.string(), upiId: z.string() })
    .nullable(),
  customer: z.object({ fullname: z.string(), phone: z.string() }),
  /** The service payment; amount in paise. */
  payment: z
    .object({
      _id: z.string(),
      amount: z.number(),
      status: z.enum(PAYMENT_STATUSES),
      paidAt: z.string().nullable(),
    })
    .nullable(),
});
export type TPaidService = z.infer<typeof ZPaidService>;

/** GET /admin/paid-services. */
export const ZPaidServicesResponse = z.object({
  success: z.literal(true),
  services: z.array(ZPaidService),
});
export type TPaidServicesResponse = z.infer<typeof ZPaidServicesResponse>;

/** PUT /admin/complete-service/{id}. */
export const ZCompleteServiceResponse = ZMessageResponse;
export type TCompleteServiceResponse = z.infer<typeof ZCompleteServiceResponse>;

/**
 * One background job that failed every retry (a payout the provider refused, an SMS that
 * never went): what it was for, by id only, and its last error, for a person to follow up.
 */
export const ZDeadLetter = z.object({
  id: z.string(),
  /** The job's kind: payout, sms, new-job-alerts. */
  queue: z.string(),
  /** The record it was about (payoutId, serviceRequestId), never its message or phone. */
  reference: z.record(z.string(), z.string()),
  error: z.string().nullable(),
  failedAt: z.string(),
});
export type TDeadLetter = z.infer<typeof ZDeadLetter>;

/** GET /admin/dead-letters: newest first, at most 100. */
export const ZDeadLettersResponse = z.object({
  success: z.literal(true),
  deadLetters: z.array(ZDeadLetter),
});
export type TDeadLettersResponse = z.infer<typeof ZDeadLettersResponse>;
