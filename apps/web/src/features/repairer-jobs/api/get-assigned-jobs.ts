import type { TAssignedJob } from '@gharseva/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/service-requests/repairer/assigned-jobs -> {success, data}, with each conversationId. */
export const getAssignedJobs = async (): Promise<TAssignedJob[]> =>
  (
    await api.get<{ success: true; data: TAssignedJob[] }>(
      '/api/service-requests/repairer/assigned-jobs',
    )
  ).data;

export const getAssignedJobsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerAssignedJobs, queryFn: getAssignedJobs });

export const useAssignedJobs = ({ enabled = true } = {}) =>
  useQuery({ ...getAssignedJobsQueryOptions(), enabled });

/** Shows a job as a call answered it at once, before the list is read again. */
export function replaceAssignedJob(queryClient: QueryClient, job: TAssignedJob | undefined): void {
  if (!job) return;
  queryClient.setQueryData<TAssignedJob[]>(queryKeys.repairerAssignedJobs, (jobs) =>
    jobs?.map((old) =>
      old._id === job._id
        ? { ...job, conversationId: job.conversationId ?? old.conversationId }
        : old,
    ),
  );
}
