import type { TConversationIdResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/{role}/conversations/by-service/{serviceId} -> {success, conversationId}. */
export const getConversationByService = async (
  role: SignupRole,
  serviceId: string,
): Promise<string> =>
  (
    await api.get<TConversationIdResponse>(
      `/api/${role}/conversations/by-service/${encodeURIComponent(serviceId)}`,
    )
  ).conversationId;

export const getConversationByServiceQueryOptions = (role: SignupRole, serviceId: string) =>
  queryOptions({
    // Not under the list's key: a job's conversation id never changes, the list often does.
    queryKey: [role, 'conversation-by-service', serviceId] as const,
    queryFn: () => getConversationByService(role, serviceId),
    staleTime: Infinity,
  });

export const useConversationByService = (
  role: SignupRole,
  serviceId: string,
  { enabled = true } = {},
) => useQuery({ ...getConversationByServiceQueryOptions(role, serviceId), enabled });
