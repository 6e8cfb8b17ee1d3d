import { z } from 'zod';
import { TIME_SLOTS } from '../constants.ts';
import { REQUEST_MESSAGES, RESCHEDULE_MESSAGES as M } from '../messages.ts';
import { isIsoDate } from '../visit-slot.ts';

/**
 * POST /user/service-requests/{id}/reschedule: the new date and slot the customer proposes
 * (issue 24). The schema checks the shape; the service checks it against the app's clock with
 * `slotProblem`.
 */
export const ZRescheduleRequest = z.object({
  date: z
    .string({ error: M.dateInvalid })
    .max(10, M.dateInvalid)
    .refine((date) => isIsoDate(date), M.dateInvalid),
  time: z.enum(TIME_SLOTS, { error: REQUEST_MESSAGES.timeSlot }),
});
export type TRescheduleRequest = z.output<typeof ZRescheduleRequest>;

export const RESCHEDULE_DECISIONS = ['accept', 'decline'] as const;
export type RescheduleDecision = (typeof RESCHEDULE_DECISIONS)[number];

/** PUT /repairer/jobs/{id}/reschedule: the assigned repairer's answer. */
export const ZRescheduleDecisionRequest = z.object({
  decision: z.enum(RESCHEDULE_DECISIONS, { error: M.decisionInvalid }),
});
export type TRescheduleDecisionRequest = z.output<typeof ZRescheduleDecisionRequest>;

/** A new date and slot waiting for the repairer's answer, on the job reads of both sides. */
export const ZPendingReschedule = z.object({
  date: z.string(),
  time: z.enum(TIME_SLOTS),
  createdAt: z.string(),
});
export type TPendingReschedule = z.infer<typeof ZPendingReschedule>;
