import type { TMyRequestsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { UserRequest } from '../types';

/** GET /api/service-requests/user/my-requests[?statusFilter=a,b] -> {success, data}, newest first. */
export const getMyRequests = async (statusFilter: string | null): Promise<UserRequest[]> => {
  const query = statusFilter ? `?${new URLSearchParams({ statusFilter }).toString()}` : '';
  return (await api.get<TMyRequestsResponse>(`/api/service-requests/user/my-requests${query}`))
    .data;
};

export const getMyRequestsQueryOptions = (statusFilter: string | null) =>
  queryOptions({
    queryKey: queryKeys.userMyRequests(statusFilter),
    queryFn: () => getMyRequests(statusFilter),
  });

export const useMyRequests = (statusFilter: string | null, { enabled = true } = {}) =>
  useQuery({ ...getMyRequestsQueryOptions(statusFilter), enabled });
