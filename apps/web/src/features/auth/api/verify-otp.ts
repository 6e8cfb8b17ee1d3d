import type { TMessageResponse, TVerifyOtpRequest } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/{user|repairer}/verify-otp: on success the server sets the signup-ticket cookie. */
export const verifyOtp = (role: SignupRole, body: TVerifyOtpRequest): Promise<TMessageResponse> =>
  api.post<TMessageResponse>(`/api/${role}/verify-otp`, body);

export const useVerifyOtp = (
  role: SignupRole,
  config: MutationConfig<TMessageResponse, TVerifyOtpRequest> = {},
) => useMutation({ ...config, mutationFn: (body: TVerifyOtpRequest) => verifyOtp(role, body) });
