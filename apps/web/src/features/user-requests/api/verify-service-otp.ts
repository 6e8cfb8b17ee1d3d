import type { TVerifyServiceOtpResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

export interface VerifyServiceOtpBody {
  requestId: string;
  otp: string;
}

/** What the screens read (they also guard against `success: false`); the answer, TVerifyServiceOtpResponse, fits it. */
export interface VerifyServiceOtpResponse {
  success: boolean;
  /** The service payment to pay at /user/payment/{paymentId}. */
  paymentId?: string | null;
  message?: string;
}

/** POST /api/user/verify-serviceotp/ {requestId, otp}: pending_otp -> pending_payment. */
export const verifyServiceOtp = (body: VerifyServiceOtpBody): Promise<VerifyServiceOtpResponse> =>
  api.post<TVerifyServiceOtpResponse>('/api/user/verify-serviceotp/', body);

export function useVerifyServiceOtp(
  config: MutationConfig<VerifyServiceOtpResponse, VerifyServiceOtpBody> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: verifyServiceOtp,
    onSettled: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
