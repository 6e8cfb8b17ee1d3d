import type { TRepairerProfile, TRepairerProfileResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/repairer/profile -> {success, data}. */
export const getProfile = async (): Promise<TRepairerProfile> =>
  (await api.get<TRepairerProfileResponse>('/api/repairer/profile')).data;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerProfile, queryFn: getProfile });

export const useProfile = ({ enabled = true } = {}) =>
  useQuery({ ...getProfileQueryOptions(), enabled });
