import type { TNotification } from '@gharseva/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SignupRole } from '../config/paths';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export interface NotificationList {
  notifications: TNotification[];
  unreadCount: number;
}

/**
 * GET /api/{role}/notifications -> {success, message, notifications, unreadCount}.
 * In lib/ because the headers' badges, the notifications pages and the live push read it.
 */
export const getNotifications = async (role: SignupRole): Promise<NotificationList> => {
  const { notifications, unreadCount } = await api.get<{ success: true } & NotificationList>(
    `/api/${role}/notifications`,
  );
  return { notifications, unreadCount };
};

export const notificationsQueryKey = (role: SignupRole) =>
  role === 'user' ? queryKeys.userNotifications : queryKeys.repairerNotifications;

export const getNotificationsQueryOptions = (role: SignupRole) =>
  queryOptions({
    queryKey: notificationsQueryKey(role),
    queryFn: () => getNotifications(role),
    // New ones are pushed over the socket (lib/socket); a refocus catches up after a sleep.
    refetchOnWindowFocus: true,
  });

export const useNotifications = (role: SignupRole, { enabled = true } = {}) =>
  useQuery({ ...getNotificationsQueryOptions(role), enabled });

/** The unread count of a header badge (0 while loading or when the call fails). */
export function useUnreadNotificationCount(role: SignupRole, { enabled = true } = {}): number {
  const { data } = useNotifications(role, { enabled });
  return data?.unreadCount ?? 0;
}

/** A pushed notification: first in the list, counted unread. Unknown list: read it again. */
export function addNotification(
  queryClient: QueryClient,
  role: SignupRole,
  notification: TNotification,
): void {
  const key = notificationsQueryKey(role);
  if (!queryClient.getQueryData(key)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<NotificationList>(key, (list) => {
    if (!list || list.notifications.some((n) => n._id === notification._id)) return list;
    return {
      notifications: [notification, ...list.notifications],
      unreadCount: list.unreadCount + (notification.read ? 0 : 1),
    };
  });
}

/**
 * Sets one notification's read flag in the list and keeps the count in step; true when it
 * changed something (so a failed call knows whether to put it back).
 */
export function setNotificationRead(
  queryClient: QueryClient,
  role: SignupRole,
  id: string,
  read: boolean,
): boolean {
  let changed = false;
  queryClient.setQueryData<NotificationList>(notificationsQueryKey(role), (list) => {
    const target = list?.notifications.find((n) => n._id === id);
    if (!list || !target || target.read === read) return list;
    changed = true;
    return {
      notifications: list.notifications.map((n) => (n._id === id ? { ...n, read } : n)),
      unreadCount: Math.max(0, list.unreadCount + (read ? -1 : 1)),
    };
  });
  return changed;
}

/** PUT /api/{role}/notifications/read/{id}. */
export const markNotificationRead = (role: SignupRole, id: string) =>
  api.put<{ success: true }>(`/api/${role}/notifications/read/${encodeURIComponent(id)}`);

/**
 * A chat was read: its job's unread new-message notifications are read too (the server sends
 * another only once the last one is read). Failures are left as they are.
 */
export function markChatNotificationsRead(
  queryClient: QueryClient,
  role: SignupRole,
  serviceRequestId: string,
): void {
  const list = queryClient.getQueryData<NotificationList>(notificationsQueryKey(role));
  for (const n of list?.notifications ?? []) {
    if (n.read || n.type !== 'new_message' || n.serviceRequestId !== serviceRequestId) continue;
    setNotificationRead(queryClient, role, n._id, true);
    markNotificationRead(role, n._id).catch(() => undefined);
  }
}
