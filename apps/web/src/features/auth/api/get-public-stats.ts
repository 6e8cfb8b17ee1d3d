import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The platform's real figures, behind the marketing claims (DESIGN.md section 10). */
export interface PublicStats {
  professionals: number;
  jobsDone: number;
  averageRating: number;
  ratingCount: number;
}

/** GET /api/public/stats -> {success, data}. */
export const getPublicStats = async (): Promise<PublicStats> =>
  (await api.get<{ success: true; data: PublicStats }>('/api/public/stats')).data;

export const getPublicStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-stats'],
    queryFn: getPublicStats,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePublicStats = () => useQuery(getPublicStatsQueryOptions());
