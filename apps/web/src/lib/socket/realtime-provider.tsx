import type { TNearbyJob, TNotification } from '@gharseva/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SignupRole } from '../../config/paths';
import { conversationsQueryKey, invalidateConversations } from '../conversations';
import { addNotification, notificationsQueryKey } from '../notifications';
import { queryKeys } from '../query-keys';
import { useSession } from '../session/session-context';
import { startRealtime, stopRealtime } from './realtime';
import { realtimeAccount } from './realtime-account';
import { useRealtime, useSocketEvent } from './use-realtime';

/** The lists a job event changes, besides the notifications themselves. */
const JOB_LISTS = {
  user: [queryKeys.userRequests, queryKeys.userDashboardStats, queryKeys.userRecentActivity],
  repairer: [
    queryKeys.repairerNearbyJobs,
    queryKeys.repairerAssignedJobs,
    queryKeys.repairerStats,
    queryKeys.repairerActivity,
  ],
} as const satisfies Record<SignupRole, readonly (readonly string[])[]>;

/** Drops a job from the cached open-jobs board (decision 035). */
export function removeFromBoard(queryClient: QueryClient, jobId: string): void {
  queryClient.setQueryData<TNearbyJob[]>(queryKeys.repairerNearbyJobs, (jobs) =>
    jobs?.some((job) => job._id === jobId) ? jobs.filter((job) => job._id !== jobId) : jobs,
  );
}

/** What a pushed notification changes on screen: its list and badge, and what it is about. */
export function applyNotification(
  queryClient: QueryClient,
  role: SignupRole,
  notification: TNotification,
): void {
  addNotification(queryClient, role, notification);
  if (notification.type === 'new_message') {
    void invalidateConversations(queryClient, role);
    return;
  }
  for (const queryKey of JOB_LISTS[role]) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps one socket for the signed-in user or repairer (none for admins or visitors): opened
 * once the session names one, closed at logout or when the session clears. Pushed
 * notifications update the caches, so badges and lists change without a reload; once
 * connected (again), lists read before are read again for what was pushed meanwhile.
 */
export function RealtimeProvider() {
  const account = realtimeAccount(useSession());
  const queryClient = useQueryClient();
  const key = account?.key ?? null;

  useEffect(() => {
    if (!key) return;
    startRealtime(key);
    return () => stopRealtime();
  }, [key]);

  const { socket } = useRealtime();
  const accountRole = account?.role ?? null;

  useSocketEvent('notification', (notification) => {
    if (accountRole) applyNotification(queryClient, accountRole, notification);
  });

  // A job another professional took, or the customer cancelled, leaves the board at once.
  useSocketEvent('nearbyJobRemoved', ({ jobId }) => {
    if (accountRole === 'repairer') removeFromBoard(queryClient, jobId);
  });

  // A job on the board whose visit the customer moved: the board shows the new date.
  useSocketEvent('nearbyJobChanged', ({ jobId }) => {
    if (accountRole !== 'repairer') return;
    const board = queryClient.getQueryData<TNearbyJob[]>(queryKeys.repairerNearbyJobs);
    if (board?.some((job) => job._id === jobId)) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.repairerNearbyJobs });
    }
  });

  // Every message to a chat this account is not looking at: the list and the badge follow.
  useSocketEvent('conversationUpdated', () => {
    if (accountRole) void invalidateConversations(queryClient, accountRole);
  });

  // Pushes sent before this socket joined its account's room (while the page loaded, or
  // while reconnecting) were missed: lists read before the connection are read again.
  useEffect(() => {
    if (!socket || !accountRole) return;
    let connectedBefore = false;
    const onConnect = () => {
      const connectedAt = Date.now();
      const reconnected = connectedBefore;
      connectedBefore = true;
      for (const queryKey of [
        notificationsQueryKey(accountRole),
        conversationsQueryKey(accountRole),
        // Jobs taken or cancelled while the connection was down must leave the board too. Not
        // on the first connection: the board the server rendered with the page is seconds old
        // (its 30 s refresh bounds the rest), and reading it again would undo that first screen.
        ...(accountRole === 'repairer' && reconnected ? [queryKeys.repairerNearbyJobs] : []),
      ]) {
        const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
        if (updatedAt > 0 && updatedAt < connectedAt) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    };
    if (socket.connected) onConnect();
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, accountRole, queryClient]);

  return null;
}
