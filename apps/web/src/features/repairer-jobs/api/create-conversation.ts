import type { TConversationIdResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type CreateConversationResponse = TConversationIdResponse;

/** POST /api/repairer/conversations/create {serviceRequestId}: the job's chat (opened or found). */
export const createConversation = (serviceRequestId: string): Promise<CreateConversationResponse> =>
  api.post<CreateConversationResponse>('/api/repairer/conversations/create', { serviceRequestId });

export const useCreateConversation = (
  config: MutationConfig<CreateConversationResponse, string> = {},
) => useMutation({ ...config, mutationFn: createConversation });
