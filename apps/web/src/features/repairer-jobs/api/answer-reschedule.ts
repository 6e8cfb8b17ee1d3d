import type { RescheduleDecision, TRescheduleDecisionResponse } from '@gharseva/domain';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { useJobMutation } from './job-mutation';

type Variables = { id: string; decision: RescheduleDecision };

/**
 * PUT /api/repairer/jobs/{id}/reschedule {decision} -> {success, message, data}: the assigned
 * repairer accepts or declines the customer's new date; the job as it now is.
 */
export const answerReschedule = ({ id, decision }: Variables) =>
  api.put<TRescheduleDecisionResponse>(`/api/repairer/jobs/${encodeURIComponent(id)}/reschedule`, {
    decision,
  });

export const useAnswerReschedule = (
  config?: MutationConfig<TRescheduleDecisionResponse, Variables>,
) => useJobMutation(answerReschedule, config);
