import type { TPublicStats, TPublicStatsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/public/stats -> {success, data}. */
export const getPublicStats = async (): Promise<TPublicStats> =>
  (await api.get<TPublicStatsResponse>('/api/public/stats')).data;

export const getPublicStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-stats'],
    queryFn: getPublicStats,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePublicStats = () => useQuery(getPublicStatsQueryOptions());
