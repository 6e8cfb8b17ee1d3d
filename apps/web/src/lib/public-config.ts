import type { TPublicConfig, TPublicConfigResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/public/config -> {success, data}. In lib/ because the wizard (geocoder) and the
 * payment pages (Checkout script) both read it.
 */
export const getPublicConfig = async (): Promise<TPublicConfig> =>
  (await api.get<TPublicConfigResponse>('/api/public/config')).data;

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig,
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
