import type { TConversation } from '@gharseva/domain';
import { useEffect, useState } from 'react';
import type { SignupRole } from '../../../config/paths';
import { useConversations } from '../../../lib/conversations';

/**
 * The role's conversations and the one `conversationId` names. An id missing from the
 * cached list (a chat opened a moment ago, a link from elsewhere) makes the list be read
 * once more before it counts as not found.
 */
export function useOpenConversation(
  role: SignupRole,
  conversationId: string | undefined,
  { enabled = true } = {},
) {
  const conversations = useConversations(role, { enabled });
  const { data, refetch, isFetching } = conversations;
  const conversation: TConversation | undefined = conversationId
    ? data?.find((c) => c.id === conversationId)
    : undefined;
  const missing = conversationId !== undefined && data !== undefined && !conversation;
  const [checkedId, setCheckedId] = useState<string | null>(null);

  useEffect(() => {
    if (!missing || !conversationId || checkedId === conversationId) return;
    let live = true;
    void refetch({ cancelRefetch: false }).finally(() => live && setCheckedId(conversationId));
    return () => {
      live = false;
    };
  }, [missing, conversationId, checkedId, refetch]);

  return {
    conversations,
    conversation,
    notFound: missing && checkedId === conversationId && !isFetching,
    checking: missing && (checkedId !== conversationId || isFetching),
  };
}
