import type { TAuthResponse, TUserSignupRequest } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/user/signup (201): needs the signup ticket; the answer signs the user in. */
export const signupUser = (body: TUserSignupRequest): Promise<TAuthResponse> =>
  api.post<TAuthResponse>('/api/user/signup', body);

export const useSignupUser = (config: MutationConfig<TAuthResponse, TUserSignupRequest> = {}) =>
  useMutation({ ...config, mutationFn: signupUser });
