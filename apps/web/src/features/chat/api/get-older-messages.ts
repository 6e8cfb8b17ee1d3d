import type { TChatMessage } from '@gharseva/domain';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface MessagePage {
  data: TChatMessage[];
  hasMore: boolean;
}

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
  const { data, hasMore } = await api.get<{ success: true } & MessagePage>(
    `/api/${role}/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
  );
  return { data, hasMore };
};
