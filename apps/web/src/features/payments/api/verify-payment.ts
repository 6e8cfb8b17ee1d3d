import type { TVerifyPaymentRequest, TVerifyPaymentResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

/** What the screens read (they also guard against `success: false`); the answer, TVerifyPaymentResponse, fits it. */
export interface VerifyPaymentResponse {
  success: boolean;
  message?: string;
}

/**
 * POST /api/user/verify-and-transfer-payment {paymentId, serviceRequestId, transactionDetails}
 * -> {success, message}: the server checks Checkout's signature and the capture.
 */
export const verifyPayment = (body: TVerifyPaymentRequest): Promise<VerifyPaymentResponse> =>
  api.post<TVerifyPaymentResponse>('/api/user/verify-and-transfer-payment', body);

export function useVerifyPayment(
  config: MutationConfig<VerifyPaymentResponse, TVerifyPaymentRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: verifyPayment,
    onSettled: (...args) => {
      // Paid or not, the record and the request may have moved: the lists, figures and activity.
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
