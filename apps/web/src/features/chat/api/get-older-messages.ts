import type { TMessagesResponse } from '@gharseva/domain';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type MessagePage = Omit<TMessagesResponse, 'success'>;

/**
 * GET /api/{role}/conversations/{id}/messages?before={messageId} -> {success, data, hasMore}:
 * the page of history before a message, oldest first.
 */
export const getOlderMessages = async (
  role: SignupRole,
  conversationId: string,
  beforeId: string,
): Promise<MessagePage> => {
  const query = new URLSearchParams({ before: beforeId });
  const { data, hasMore } = await api.get<TMessagesResponse>(
    `/api/${role}/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
  );
  return { data, hasMore };
};
