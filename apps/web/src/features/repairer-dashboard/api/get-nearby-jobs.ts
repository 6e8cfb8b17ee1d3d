import type { TNearbyJob, TNearbyJobsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/repairer/nearby-jobs -> {success, data}: open jobs in range, newest first. */
export const getNearbyJobs = async (): Promise<TNearbyJob[]> =>
  (await api.get<TNearbyJobsResponse>('/api/repairer/nearby-jobs')).data;

export const getNearbyJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.repairerNearbyJobs,
    queryFn: getNearbyJobs,
    // New requests arrive all the time; live push comes with the realtime work.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** Loads only while the repairer is online (SPEC.md section 4, "Repairer online/offline"). */
export const useNearbyJobs = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getNearbyJobsQueryOptions(), enabled });
