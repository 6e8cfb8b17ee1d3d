import type { TMarkConversationReadResponse } from '@gharseva/domain';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT /api/{role}/conversations/{id}/read: the other side's messages so far are read. */
export const markConversationRead = (role: SignupRole, conversationId: string) =>
  api.put<TMarkConversationReadResponse>(
    `/api/${role}/conversations/${encodeURIComponent(conversationId)}/read`,
  );
