import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT /api/{role}/conversations/{id}/read: the other side's messages so far are read. */
export const markConversationRead = (role: SignupRole, conversationId: string) =>
  api.put<{ success: true }>(
    `/api/${role}/conversations/${encodeURIComponent(conversationId)}/read`,
  );
