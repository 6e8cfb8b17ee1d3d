import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys that more than one feature reads or invalidates. Everything about
 * the signed-in customer's requests sits under `['user']`, so one invalidation
 * after a mutation refreshes the dashboard figures, the activity and every list.
 */
export const queryKeys = {
  user: ['user'] as const,
  userDashboardStats: ['user', 'dashboard-stats'] as const,
  userRecentActivity: ['user', 'recent-activity'] as const,
  userRequests: ['user', 'requests'] as const,
  userMyRequests: (statusFilter: string | null) =>
    ['user', 'requests', 'mine', statusFilter ?? 'all'] as const,
  userInProgress: ['user', 'requests', 'in-progress'] as const,
  repairerSearch: (pincode: string, serviceType: string) =>
    ['repairer-search', pincode, serviceType] as const,
  publicConfig: ['public-config'] as const,
  pincode: (pincode: string) => ['geo', 'pincode', pincode] as const,
};

/** After a customer's request changed: the dashboard figures, the activity and the lists. */
export function invalidateUserRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.user });
}
