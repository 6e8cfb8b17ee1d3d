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
  userNotifications: ['user', 'notifications'] as const,
  userConversations: ['user', 'conversations'] as const,
  userSavedAddresses: ['user', 'addresses'] as const,
  repairerSearch: (pincode: string, serviceType: string) =>
    ['repairer-search', pincode, serviceType] as const,
  /** Everything about the signed-in repairer's jobs and account sits under `['repairer']`. */
  repairer: ['repairer'] as const,
  repairerNearbyJobs: ['repairer', 'nearby-jobs'] as const,
  repairerAssignedJobs: ['repairer', 'assigned-jobs'] as const,
  repairerStats: ['repairer', 'dashboard-stats'] as const,
  repairerActivity: ['repairer', 'recent-activity'] as const,
  repairerAnalytics: ['repairer', 'analytics'] as const,
  repairerPayouts: ['repairer', 'payouts'] as const,
  repairerProfile: ['repairer', 'profile'] as const,
  repairerNotifications: ['repairer', 'notifications'] as const,
  repairerConversations: ['repairer', 'conversations'] as const,
  publicConfig: ['public-config'] as const,
  pincode: (pincode: string) => ['geo', 'pincode', pincode] as const,
};

/** After a customer's request changed: the dashboard figures, the activity and the lists. */
export function invalidateUserRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.user });
}

/** After a repairer's job or account changed: the lists, the figures, the activity and the badge. */
export function invalidateRepairer(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.repairer });
}
