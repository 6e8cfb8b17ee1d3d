import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One line of the customer's recent activity (SPEC.md section 3): a message and its time. */
export interface UserActivity {
  _id?: string;
  /** The server's own kind of the event, when it sends one. */
  type?: string;
  /** English; `template` and `params` give it in other languages. */
  message: string;
  template?: string;
  params?: Record<string, string | number>;
  /** ISO 8601. */
  time: string;
}

/** GET /api/user/recent-activity -> {success, data} (at most 10, newest first). */
export const getRecentActivity = async (): Promise<UserActivity[]> =>
  (await api.get<{ success: true; data: UserActivity[] }>('/api/user/recent-activity')).data;

export const getRecentActivityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userRecentActivity, queryFn: getRecentActivity });

export const useRecentActivity = () => useQuery(getRecentActivityQueryOptions());
