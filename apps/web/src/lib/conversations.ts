import type { TConversation } from '@gharseva/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SignupRole } from '../config/paths';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/{role}/conversations: a bare array (SPEC.md section 7), latest first. In lib/
 * because the header's messages badge, the chat screens and the live push read it.
 */
export const getConversations = (role: SignupRole): Promise<TConversation[]> =>
  api.get<TConversation[]>(`/api/${role}/conversations`);

export const conversationsQueryKey = (role: SignupRole) =>
  role === 'user' ? queryKeys.userConversations : queryKeys.repairerConversations;

export const getConversationsQueryOptions = (role: SignupRole) =>
  queryOptions({
    queryKey: conversationsQueryKey(role),
    queryFn: () => getConversations(role),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export const useConversations = (role: SignupRole, { enabled = true } = {}) =>
  useQuery({ ...getConversationsQueryOptions(role), enabled });

/**
 * What a role's list shows. SPEC.md section 2: the customer's list holds the active
 * conversations (plus `keepId`, the one open, so a chat that ends stays on screen); the
 * professional's holds every one, the closed tagged 'Closed'.
 */
export function visibleConversations(
  role: SignupRole,
  conversations: readonly TConversation[],
  keepId?: string,
): TConversation[] {
  if (role === 'repairer') return [...conversations];
  return conversations.filter((c) => c.isActive || c.id === keepId);
}

/** The unread messages of the header's messages badge: the sum over the list the role sees. */
export function useUnreadMessageCount(role: SignupRole, { enabled = true } = {}): number {
  const { data } = useConversations(role, { enabled });
  return visibleConversations(role, data ?? []).reduce((sum, c) => sum + c.unread, 0);
}

/** Changes one conversation in the cached list (a message arrived, it was read, it closed). */
export function patchConversation(
  queryClient: QueryClient,
  role: SignupRole,
  id: string,
  patch: (conversation: TConversation) => TConversation,
): void {
  queryClient.setQueryData<TConversation[]>(conversationsQueryKey(role), (list) => {
    if (!list?.some((c) => c.id === id)) return list;
    const next = list.map((c) => (c.id === id ? patch(c) : c));
    // Latest first, as the server orders it.
    return next.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  });
}

export const invalidateConversations = (queryClient: QueryClient, role: SignupRole) =>
  queryClient.invalidateQueries({ queryKey: conversationsQueryKey(role) });
