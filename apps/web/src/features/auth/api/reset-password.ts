import type { TMessageResponse, TResetPasswordRequest } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/{role}/forgot-password/reset {phone, otp, password}: also signs out every session. */
export const resetPassword = (
  role: SignupRole,
  body: TResetPasswordRequest,
): Promise<TMessageResponse> =>
  api.post<TMessageResponse>(`/api/${role}/forgot-password/reset`, body);

export const useResetPassword = (
  role: SignupRole,
  config: MutationConfig<TMessageResponse, TResetPasswordRequest> = {},
) =>
  useMutation({
    ...config,
    mutationFn: (body: TResetPasswordRequest) => resetPassword(role, body),
  });
