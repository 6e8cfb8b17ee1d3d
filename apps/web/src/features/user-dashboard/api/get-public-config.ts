import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the browser needs to know of the server's set-up. */
export interface PublicConfig {
  /** The reverse-geocoding endpoint (Nominatim's `/reverse` or a compatible one). */
  geocoderUrl: string;
}

/** GET /api/public/config -> {success, data}. */
export const getPublicConfig = async (): Promise<PublicConfig> =>
  (await api.get<{ success: true; data: PublicConfig }>('/api/public/config')).data;

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig,
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(getPublicConfigQueryOptions());
