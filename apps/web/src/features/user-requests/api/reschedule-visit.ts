import type { TRescheduleRequest, TRescheduleResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

const path = (id: string) => `/api/user/service-requests/${encodeURIComponent(id)}/reschedule`;

/**
 * POST /api/user/service-requests/{id}/reschedule {date, time} -> {success, message, data}: the
 * new date goes to the repairer to confirm, or applies at once while no repairer holds the job.
 */
export const rescheduleVisit = ({ id, ...body }: TRescheduleRequest & { id: string }) =>
  api.post<TRescheduleResponse>(path(id), body);

/** DELETE /api/user/service-requests/{id}/reschedule: withdraws a new date not yet answered. */
export const withdrawReschedule = (id: string) => api.delete<TRescheduleResponse>(path(id));

function useRequestsMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<TRescheduleResponse>,
  config: MutationConfig<TRescheduleResponse, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}

export const useRescheduleVisit = (
  config: MutationConfig<TRescheduleResponse, TRescheduleRequest & { id: string }> = {},
) => useRequestsMutation(rescheduleVisit, config);

export const useWithdrawReschedule = (config: MutationConfig<TRescheduleResponse, string> = {}) =>
  useRequestsMutation(withdrawReschedule, config);
