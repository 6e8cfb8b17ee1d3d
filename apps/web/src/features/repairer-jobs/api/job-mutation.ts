import type { TJobResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateRepairer } from '../../../lib/query-keys';
import { replaceAssignedJob } from './get-assigned-jobs';

/** What the job calls answer: a message and the job as it now is. */
export type JobResponse = TJobResponse;

/**
 * A call that moves one assigned job: the card shows the answer at once, then
 * the list, the figures and the activity are read again.
 */
export function useJobMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<JobResponse>,
  config: MutationConfig<JobResponse, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (response, ...rest) => {
      replaceAssignedJob(queryClient, response.data);
      return config.onSuccess?.(response, ...rest);
    },
    onSettled: (...args) => {
      void invalidateRepairer(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
