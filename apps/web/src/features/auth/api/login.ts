import type { TAuthResponse, TLoginRequest } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/{user|repairer}/login. */
export const login = (role: SignupRole, body: TLoginRequest): Promise<TAuthResponse> =>
  api.post<TAuthResponse>(`/api/${role}/login`, body);

export const useLogin = (
  role: SignupRole,
  config: MutationConfig<TAuthResponse, TLoginRequest> = {},
) => useMutation({ ...config, mutationFn: (body: TLoginRequest) => login(role, body) });
