import type { TGetOtpRequest, TMessageResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/{user|repairer}/getotp: sends a sign-up code by SMS (30 s cool-down on the server). */
export const getOtp = (role: SignupRole, body: TGetOtpRequest): Promise<TMessageResponse> =>
  api.post<TMessageResponse>(`/api/${role}/getotp`, body);

export const useGetOtp = (
  role: SignupRole,
  config: MutationConfig<TMessageResponse, TGetOtpRequest> = {},
) => useMutation({ ...config, mutationFn: (body: TGetOtpRequest) => getOtp(role, body) });
