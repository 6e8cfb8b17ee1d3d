import type { TRepairerSearchResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/user/dashboard?postalCode={pincode}&serviceType={category}: the
 * repairers serving that pincode. The category may be a repairer-search
 * category ('plumbing') or a catalogue main category; the server maps both.
 */
export const getAvailableRepairers = (
  pincode: string,
  serviceType: string,
): Promise<TRepairerSearchResponse> =>
  api.get<TRepairerSearchResponse>(
    `/api/user/dashboard?${new URLSearchParams({ postalCode: pincode, serviceType }).toString()}`,
  );

export const getAvailableRepairersQueryOptions = (pincode: string, serviceType: string) =>
  queryOptions({
    queryKey: queryKeys.repairerSearch(pincode, serviceType),
    queryFn: () => getAvailableRepairers(pincode, serviceType),
  });

export const useAvailableRepairers = (pincode: string, serviceType: string) =>
  useQuery(getAvailableRepairersQueryOptions(pincode, serviceType));
