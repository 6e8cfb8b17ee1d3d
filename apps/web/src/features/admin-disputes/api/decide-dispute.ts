import type { TDecideDisputeRequest, TDecideDisputeResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { disputesKey } from './get-disputes';

export interface DecideDisputeVariables {
  id: string;
  body: TDecideDisputeRequest;
}

/** PUT /api/admin/disputes/{id} {decision, amountPaise?, note} -> {success, message, dispute}. */
export const decideDispute = ({ id, body }: DecideDisputeVariables) =>
  api.put<TDecideDisputeResponse>(`/api/admin/disputes/${encodeURIComponent(id)}`, body);

export function useDecideDispute(
  config: MutationConfig<TDecideDisputeResponse, DecideDisputeVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: decideDispute,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: disputesKey });
      return config.onSettled?.(...args);
    },
  });
}
