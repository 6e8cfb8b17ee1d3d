import type { TServiceRequest, TServiceRequestResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Under the customer's requests, so a change to any of them refreshes it too. */
export const serviceForReviewKey = (id: string) =>
  [...queryKeys.userRequests, 'detail', id] as const;

/** GET /api/user/service-requests/{id} -> {success, data}: the title, repairer and any rating. */
export const getServiceForReview = async (id: string): Promise<TServiceRequest> =>
  (await api.get<TServiceRequestResponse>(`/api/user/service-requests/${encodeURIComponent(id)}`))
    .data;

export const getServiceForReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: serviceForReviewKey(id), queryFn: () => getServiceForReview(id) });

export const useServiceForReview = (id: string, { enabled = true } = {}) =>
  useQuery({ ...getServiceForReviewQueryOptions(id), enabled });
