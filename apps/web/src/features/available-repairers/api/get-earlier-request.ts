import type { TServiceRequest, TServiceRequestResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/user/service-requests/{id} -> {success, data}: an earlier request of the customer's
 * (its service, address and repairer), which 'Book again' fills a new request from. Another
 * account's id answers 404.
 */
export const getEarlierRequest = async (id: string): Promise<TServiceRequest> =>
  (await api.get<TServiceRequestResponse>(`/api/user/service-requests/${encodeURIComponent(id)}`))
    .data;

export const getEarlierRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.userRequests, 'detail', id] as const,
    queryFn: () => getEarlierRequest(id),
  });

export const useEarlierRequest = (id: string) => useQuery(getEarlierRequestQueryOptions(id));
