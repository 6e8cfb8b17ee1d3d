import type { TMessageResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

/** What the screens read (they also guard against `success: false`); the answer, TMessageResponse, fits it. */
export interface AcceptQuoteResponse {
  success: boolean;
  message?: string;
}

/** PUT /api/service-requests/user/{id}/accept-quote: quoted -> accepted; the repairer is told. */
export const acceptQuote = (id: string): Promise<AcceptQuoteResponse> =>
  api.put<TMessageResponse>(`/api/service-requests/user/${encodeURIComponent(id)}/accept-quote`);

export function useAcceptQuote(config: MutationConfig<AcceptQuoteResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: acceptQuote,
    onSettled: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
