import type { TNotification } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export interface RepairerNotifications {
  notifications: TNotification[];
  unreadCount: number;
}

/**
 * GET /api/repairer/notifications -> {success, notifications, unreadCount}.
 * In lib/ because the header's badge and the notifications page both read it.
 */
export const getRepairerNotifications = async (): Promise<RepairerNotifications> => {
  const { notifications, unreadCount } = await api.get<{ success: true } & RepairerNotifications>(
    '/api/repairer/notifications',
  );
  return { notifications, unreadCount };
};

export const getRepairerNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.repairerNotifications,
    queryFn: getRepairerNotifications,
    // Live push arrives with the realtime work; until then the badge polls.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The unread count of the header's badge (0 while loading or when the call fails). */
export function useRepairerUnreadCount({ enabled = true } = {}): number {
  const { data } = useQuery({ ...getRepairerNotificationsQueryOptions(), enabled });
  return data?.unreadCount ?? 0;
}
