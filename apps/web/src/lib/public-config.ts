import type { TPaymentsConfig } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** What the browser needs to know of the server's set-up. */
export interface PublicConfig {
  /** The reverse-geocoding endpoint (Nominatim's `/reverse` or a compatible one). */
  geocoderUrl: string;
  /** The payment gateway and where its Checkout script is loaded from. */
  payments: TPaymentsConfig;
}

/**
 * GET /api/public/config -> {success, data}. In lib/ because the wizard (geocoder) and the
 * payment pages (Checkout script) both read it.
 */
export const getPublicConfig = async (): Promise<PublicConfig> =>
  (await api.get<{ success: true; data: PublicConfig }>('/api/public/config')).data;

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig,
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
