import type { TRepairerActivity, TRepairerActivityResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/repairer/recent-activity -> {success, data}, newest first. */
export const getRepairerActivity = async (): Promise<TRepairerActivity[]> =>
  (await api.get<TRepairerActivityResponse>('/api/repairer/recent-activity')).data;

export const getRepairerActivityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerActivity, queryFn: getRepairerActivity });

export const useRepairerActivity = ({ enabled = true } = {}) =>
  useQuery({ ...getRepairerActivityQueryOptions(), enabled });
