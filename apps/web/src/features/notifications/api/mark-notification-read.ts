import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import {
  markNotificationRead,
  notificationsQueryKey,
  setNotificationRead,
} from '../../../lib/notifications';

/**
 * Marks a notification read at once (SPEC.md section 4: optimistic) and puts it back,
 * without a word, if the server refuses.
 */
export function useMarkNotificationRead(role: SignupRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(role, id),
    onMutate: async (id: string) => {
      // A list being read again must not overwrite the change.
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey(role) });
      return { changed: setNotificationRead(queryClient, role, id, true) };
    },
    onError: (_error, id, context) => {
      if (context?.changed) setNotificationRead(queryClient, role, id, false);
    },
  });
}
