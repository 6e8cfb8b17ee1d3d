import type { TVerificationDecisionRequest, TVerificationDecisionResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { adminRepairersKey } from './get-repairers';

export type DecisionInput = { id: string } & TVerificationDecisionRequest;

/** PUT /api/admin/repairers/{id}/verification {decision, reason}: the repairer as decided. */
export const decideVerification = ({
  id,
  ...body
}: DecisionInput): Promise<TVerificationDecisionResponse> =>
  api.put<TVerificationDecisionResponse>(
    `/api/admin/repairers/${encodeURIComponent(id)}/verification`,
    body,
  );

/** Records a decision; every status tab reloads, since the repairer moved between two. */
export function useDecideVerification(
  config: MutationConfig<TVerificationDecisionResponse, DecisionInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: decideVerification,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminRepairersKey });
      return config.onSettled?.(...args);
    },
  });
}
