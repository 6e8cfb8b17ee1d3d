import type { TMyRequestsResponse } from '@gharseva/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The customer's requests, newest first (GET /api/service-requests/user/my-requests, the cache
 * entry of the request lists): the newest one's street address and contact prefill the form.
 */
export const useLastRequest = () =>
  useQuery({
    queryKey: queryKeys.userMyRequests(null),
    queryFn: async () =>
      (await api.get<TMyRequestsResponse>('/api/service-requests/user/my-requests')).data,
    select: (requests) => requests[0] ?? null,
  });
