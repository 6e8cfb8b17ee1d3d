import type { TCreateServiceRequestResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { MutationConfig } from './query-client';
import { invalidateUserRequests } from './query-keys';

/** A new request's body and the opened form's Idempotency-Key (one per opening of the form). */
export interface ServiceRequestSubmission<Body> {
  body: Body;
  idempotencyKey: string;
}

/**
 * POST /api/service-requests (201), the one call behind the wizard and the Available Repairers
 * page; a repeat of the key answers the first request.
 */
export const postServiceRequest = <Body>({
  body,
  idempotencyKey,
}: ServiceRequestSubmission<Body>): Promise<TCreateServiceRequestResponse> =>
  api.post<TCreateServiceRequestResponse>('/api/service-requests', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The mutation of a request-creating form: on success the customer's lists are refreshed. */
export function useServiceRequestMutation<Body, Response>(
  mutationKey: readonly string[],
  mutationFn: (submission: ServiceRequestSubmission<Body>) => Promise<Response>,
  config: MutationConfig<Response, ServiceRequestSubmission<Body>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationKey,
    mutationFn,
    onSuccess: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
