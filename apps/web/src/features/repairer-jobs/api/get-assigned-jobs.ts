import type { TAssignedJob, TAssignedJobsResponse } from '@gharseva/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/service-requests/repairer/assigned-jobs -> {success, data}, with each conversationId. */
export const getAssignedJobs = async (): Promise<TAssignedJob[]> =>
  (await api.get<TAssignedJobsResponse>('/api/service-requests/repairer/assigned-jobs')).data;

/** A payout on its way or being retried changes without a push: read the list again meanwhile. */
const PAYOUT_MOVING = new Set(['processing', 'retrying']);

export const getAssignedJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.repairerAssignedJobs,
    queryFn: getAssignedJobs,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.payout && PAYOUT_MOVING.has(job.payout.state))
        ? 30_000
        : false,
  });

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
