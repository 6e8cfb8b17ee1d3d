import type { TSessionRepairer } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The repairer's profile: the session's data plus where the pincode is. */
export type RepairerProfile = TSessionRepairer & {
  district: string | null;
  state: string | null;
  address: string | null;
};

/** GET /api/repairer/profile -> {success, data}. */
export const getProfile = async (): Promise<RepairerProfile> =>
  (await api.get<{ success: true; data: RepairerProfile }>('/api/repairer/profile')).data;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerProfile, queryFn: getProfile });

export const useProfile = ({ enabled = true } = {}) =>
  useQuery({ ...getProfileQueryOptions(), enabled });
