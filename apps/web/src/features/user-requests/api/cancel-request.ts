import type { TUserStatusUpdateResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';
import type { UserRequest } from '../types';

/** What the screens read (they also guard against `success: false`); the answer, TUserStatusUpdateResponse, fits it. */
export interface CancelRequestResponse {
  success: boolean;
  message?: string;
  data?: UserRequest;
}

/** PUT /api/service-requests/user/{id}/status {status:'cancelled'}: free until a quote is answered. */
export const cancelRequest = (id: string): Promise<CancelRequestResponse> =>
  api.put<TUserStatusUpdateResponse>(
    `/api/service-requests/user/${encodeURIComponent(id)}/status`,
    {
      status: 'cancelled',
    },
  );

export function useCancelRequest(config: MutationConfig<CancelRequestResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cancelRequest,
    onSettled: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
