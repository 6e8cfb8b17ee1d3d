import type { TMessagesResponse } from '@gharseva/domain';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MessagePage } from './get-older-messages';

/**
 * GET /api/{role}/conversations/{id}/messages?after={messageId} -> {success, data, hasMore}:
 * the page of messages after one, oldest first (catching up after a reconnect).
 */
export const getMessagesAfter = async (
  role: SignupRole,
  conversationId: string,
  afterId: string,
): Promise<MessagePage> => {
  const query = new URLSearchParams({ after: afterId });
  const { data, hasMore } = await api.get<TMessagesResponse>(
    `/api/${role}/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
  );
  return { data, hasMore };
};
