import type { TConversation, TConversationsResponse } from '@gharseva/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SignupRole } from '../config/paths';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/{role}/conversations: a bare array (SPEC.md section 7), latest first. In lib/
 * because the header's messages badge, the chat screens and the live push read it.
 */
export const getConversations = (role: SignupRole): Promise<TConversation[]> =>
  api.get<TConversationsResponse>(`/api/${role}/conversations`);

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
 * The list's order (decision 035): open conversations first, then finished ones, each latest
 * activity first; the server sends them in this order too.
 */
export function compareConversations(a: TConversation, b: TConversation): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  return Date.parse(b.time) - Date.parse(a.time);
}

/**
 * What a role's list shows: every conversation, the finished ones too, read-only and tagged
 * 'Closed' (issue 20, item 5: the customer kept losing a job's chat when it ended).
 */
export function visibleConversations(conversations: readonly TConversation[]): TConversation[] {
  return [...conversations].sort(compareConversations);
}

/** The unread messages of the header's messages badge: the sum over the list the role sees. */
export function useUnreadMessageCount(role: SignupRole, { enabled = true } = {}): number {
  const { data } = useConversations(role, { enabled });
  return visibleConversations(data ?? []).reduce((sum, c) => sum + c.unread, 0);
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
    // As the server orders it.
    return next.sort(compareConversations);
  });
}

export const invalidateConversations = (queryClient: QueryClient, role: SignupRole) =>
  queryClient.invalidateQueries({ queryKey: conversationsQueryKey(role) });
