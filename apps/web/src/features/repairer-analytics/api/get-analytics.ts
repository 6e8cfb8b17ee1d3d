import type { TRepairerAnalytics, TRepairerAnalyticsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/repairer/analytics -> {success, data}: totals, 6 months of earnings, top services. */
export const getAnalytics = async (): Promise<TRepairerAnalytics> =>
  (await api.get<TRepairerAnalyticsResponse>('/api/repairer/analytics')).data;

export const getAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerAnalytics, queryFn: getAnalytics });

export const useAnalytics = ({ enabled = true } = {}) =>
  useQuery({ ...getAnalyticsQueryOptions(), enabled });
