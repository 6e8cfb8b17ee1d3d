import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { SignupRole } from '../../../config/paths';
import { patchConversation } from '../../../lib/conversations';
import { markConversationRead } from '../api/mark-conversation-read';

/**
 * Marks the open conversation read when a message of the other side arrives (joining the
 * room marks it read on the server already). Messages arriving while the tab is hidden stay
 * unread until it is shown again. A failed call is left: the next open marks it read.
 */
export function useMarkRead(role: SignupRole, conversationId: string): () => void {
  const queryClient = useQueryClient();
  const owed = useRef(false);

  const markRead = useCallback(() => {
    if (document.visibilityState === 'hidden') {
      owed.current = true;
      return;
    }
    owed.current = false;
    patchConversation(queryClient, role, conversationId, (c) => ({ ...c, unread: 0 }));
    markConversationRead(role, conversationId).catch(() => undefined);
  }, [queryClient, role, conversationId]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && owed.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [markRead]);

  return markRead;
}
