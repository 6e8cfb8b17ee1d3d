import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPincode } from '@gharseva/domain';
import { api, ApiError } from './api-client';
import { queryKeys } from './query-keys';

export interface PincodePlace {
  pincode: string;
  district: string;
  state: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

/** GET /api/geo/pincodes/{pincode} -> {success, data}; an unknown pincode (404) reads as null. */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  try {
    return (
      await api.get<{ success: true; data: PincodePlace }>(
        `/api/geo/pincodes/${encodeURIComponent(pincode)}`,
      )
    ).data;
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
