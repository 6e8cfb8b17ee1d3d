import type { TOverviewDay, TOverviewResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/overview?days= -> {success, days}: per day of India, oldest first. */
export const getOverview = async (days: number): Promise<TOverviewDay[]> =>
  (await api.get<TOverviewResponse>(`/api/admin/overview?days=${days}`)).days;

export const getOverviewQueryOptions = (days: number) =>
  queryOptions({ queryKey: ['admin', 'overview', days], queryFn: () => getOverview(days) });

export const useOverview = (days: number) => useQuery(getOverviewQueryOptions(days));
