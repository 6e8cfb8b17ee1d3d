import { queryOptions } from '@tanstack/react-query';
import type { ReverseGeocodeResponse } from '../utils/reverse-geocode';

/**
 * GET `${geocoderUrl}?format=jsonv2&lat=..&lon=..` (Nominatim's reverse lookup,
 * SPEC.md section 7 "Other"). Another origin, so a plain fetch without the
 * session cookie; the API client is for our own `/api` only.
 */
export async function reverseGeocode(
  geocoderUrl: string,
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<ReverseGeocodeResponse> {
  const url = new URL(geocoderUrl, window.location.origin);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  const init: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'omit' };
  if (signal) init.signal = signal;
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Reverse geocoding failed with HTTP ${response.status}`);
  return (await response.json()) as ReverseGeocodeResponse;
}

export const reverseGeocodeQueryOptions = (
  geocoderUrl: string,
  latitude: number,
  longitude: number,
) =>
  queryOptions({
    queryKey: ['reverse-geocode', geocoderUrl, latitude, longitude] as const,
    queryFn: ({ signal }) => reverseGeocode(geocoderUrl, latitude, longitude, signal),
    staleTime: Infinity,
    retry: false,
  });
