import type { TPincodePlace, TPincodeResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPincode } from '@gharseva/domain';
import { api, ApiError } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/geo/pincodes/{pincode} -> {success, data}; an unknown pincode (404) reads as null. */
export async function lookupPincode(pincode: string): Promise<TPincodePlace | null> {
  try {
    return (await api.get<TPincodeResponse>(`/api/geo/pincodes/${encodeURIComponent(pincode)}`))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const lookupPincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: queryKeys.pincode(pincode),
    queryFn: () => lookupPincode(pincode),
    staleTime: Infinity,
    retry: false,
  });

/** The pincode's district and state once 6 digits are typed (to prefill city and state). */
export const usePincodeLookup = (pincode: string) =>
  useQuery({ ...lookupPincodeQueryOptions(pincode), enabled: isPincode(pincode) });
