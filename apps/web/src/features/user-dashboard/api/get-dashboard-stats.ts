import type { TUserDashboardStatsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The customer's counts (SPEC.md section 3, "User dashboard counts"). */
export type UserDashboardStats = Omit<TUserDashboardStatsResponse, 'success'>;

/** GET /api/user/dashboard-stats -> {success, totalServices, completedServices, inProgressServices}. */
export const getDashboardStats = async (): Promise<UserDashboardStats> => {
  const { totalServices, completedServices, inProgressServices } =
    await api.get<TUserDashboardStatsResponse>('/api/user/dashboard-stats');
  return { totalServices, completedServices, inProgressServices };
};

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userDashboardStats, queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(getDashboardStatsQueryOptions());
