import type { TRecentActivityResponse, TUserActivity } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One line of the customer's recent activity (SPEC.md section 3): a message and its time. */
export type UserActivity = TUserActivity;

/** GET /api/user/recent-activity -> {success, data} (at most 10, newest first). */
export const getRecentActivity = async (): Promise<UserActivity[]> =>
  (await api.get<TRecentActivityResponse>('/api/user/recent-activity')).data;

export const getRecentActivityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userRecentActivity, queryFn: getRecentActivity });

export const useRecentActivity = () => useQuery(getRecentActivityQueryOptions());
