import type { TReviewRequest, TReviewResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

export interface SubmitReviewVariables {
  serviceRequestId: string;
  review: TReviewRequest;
}

/** POST /api/user/service-request/{id}/review {stars, comment} -> {success, message}. */
export const submitReview = ({
  serviceRequestId,
  review,
}: SubmitReviewVariables): Promise<TReviewResponse> =>
  api.post<TReviewResponse>(
    `/api/user/service-request/${encodeURIComponent(serviceRequestId)}/review`,
    review,
  );

export function useSubmitReview(
  config: MutationConfig<TReviewResponse, SubmitReviewVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: submitReview,
    onSuccess: (...args) => {
      // The lists' 'Leave a Review' links and the dashboard's activity change with it.
      void invalidateUserRequests(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
