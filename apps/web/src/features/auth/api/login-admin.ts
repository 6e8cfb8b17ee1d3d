import type { TAdminLoginRequest, TAuthResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/admin/login {fullname, phone, password}. */
export const loginAdmin = (body: TAdminLoginRequest): Promise<TAuthResponse> =>
  api.post<TAuthResponse>('/api/admin/login', body);

export const useLoginAdmin = (config: MutationConfig<TAuthResponse, TAdminLoginRequest> = {}) =>
  useMutation({ ...config, mutationFn: loginAdmin });
