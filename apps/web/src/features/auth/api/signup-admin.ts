import type { TAdminSignupRequest, TAuthResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/admin/signup (201) {fullname, phone, secretkey, password}. */
export const signupAdmin = (body: TAdminSignupRequest): Promise<TAuthResponse> =>
  api.post<TAuthResponse>('/api/admin/signup', body);

export const useSignupAdmin = (config: MutationConfig<TAuthResponse, TAdminSignupRequest> = {}) =>
  useMutation({ ...config, mutationFn: signupAdmin });
