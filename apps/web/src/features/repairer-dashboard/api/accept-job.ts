import type { TJobResponse, TNearbyJob } from '@gharseva/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateRepairer, queryKeys } from '../../../lib/query-keys';

export type AcceptJobResponse = TJobResponse;

/** PUT /api/service-requests/repairer/{id}/status {status:'accept_request_for_quote'}. */
export const acceptJob = (id: string): Promise<AcceptJobResponse> =>
  api.put<AcceptJobResponse>(`/api/service-requests/repairer/${encodeURIComponent(id)}/status`, {
    status: 'accept_request_for_quote',
  });

/** Takes the job off the nearby list at once, without waiting for the next load. */
export function removeNearbyJob(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<TNearbyJob[]>(queryKeys.repairerNearbyJobs, (jobs) =>
    jobs?.filter((job) => job._id !== id),
  );
}

/** Accepts a nearby job; whatever the answer, the lists and figures are read again. */
export function useAcceptJob(config: MutationConfig<AcceptJobResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: acceptJob,
    onSettled: (...args) => {
      void invalidateRepairer(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
