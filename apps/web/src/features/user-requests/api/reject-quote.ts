import type { TRejectQuoteResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

/** What the screens read (they also guard against `success: false`); the answer, TRejectQuoteResponse, fits it. */
export interface RejectQuoteResponse {
  success: boolean;
  /** The ₹150 rejection-fee payment to pay at /rejection-fee/{paymentId}. */
  paymentId?: string | null;
  message?: string;
}

/** PUT /api/service-requests/user/{id}/reject-quote: quoted -> rejected, with a rejection fee. */
export const rejectQuote = (id: string): Promise<RejectQuoteResponse> =>
  api.put<TRejectQuoteResponse>(
    `/api/service-requests/user/${encodeURIComponent(id)}/reject-quote`,
  );

export function useRejectQuote(config: MutationConfig<RejectQuoteResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: rejectQuote,
    onSettled: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
