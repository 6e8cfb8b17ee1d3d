import type { z } from 'zod';
import { ZAssignedJob } from './jobs.ts';
import { ZServiceRequest } from './requests.ts';
import { zOkWithMessage } from './responses.ts';

/** POST and DELETE /user/service-requests/{id}/reschedule: the request as it now is. */
export const ZRescheduleResponse = zOkWithMessage(ZServiceRequest);
export type TRescheduleResponse = z.infer<typeof ZRescheduleResponse>;

/** PUT /repairer/jobs/{id}/reschedule: the job as it now is. */
export const ZRescheduleDecisionResponse = zOkWithMessage(ZAssignedJob);
export type TRescheduleDecisionResponse = z.infer<typeof ZRescheduleDecisionResponse>;
