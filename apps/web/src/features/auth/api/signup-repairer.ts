import type { TAuthResponse, TRepairerSignupRequest } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type RepairerSignupBody = Omit<TRepairerSignupRequest, 'services'> & { services: string };

/** POST /api/repairer/signup (201): needs the signup ticket; the answer signs the repairer in. */
export const signupRepairer = (body: RepairerSignupBody): Promise<TAuthResponse> =>
  api.post<TAuthResponse>('/api/repairer/signup', body);

export const useSignupRepairer = (config: MutationConfig<TAuthResponse, RepairerSignupBody> = {}) =>
  useMutation({ ...config, mutationFn: signupRepairer });
