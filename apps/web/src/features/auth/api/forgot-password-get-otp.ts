import type { TGetOtpRequest, TMessageResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/{role}/forgot-password/getotp: answers the same whether or not the account exists. */
export const forgotPasswordGetOtp = (
  role: SignupRole,
  body: TGetOtpRequest,
): Promise<TMessageResponse> =>
  api.post<TMessageResponse>(`/api/${role}/forgot-password/getotp`, body);

export const useForgotPasswordGetOtp = (
  role: SignupRole,
  config: MutationConfig<TMessageResponse, TGetOtpRequest> = {},
) =>
  useMutation({
    ...config,
    mutationFn: (body: TGetOtpRequest) => forgotPasswordGetOtp(role, body),
  });
