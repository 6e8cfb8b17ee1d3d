import type { TIssuesResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const requestIssuesKey = (requestId: string) =>
  [...queryKeys.userRequests, 'issues', requestId] as const;

/**
 * GET /api/user/service-requests/{id}/issues -> {issues, reportableUntil, canReport}: the
 * job's problem reports with their outcome and refunds, and whether one may be sent now.
 */
export const getRequestIssues = (requestId: string): Promise<TIssuesResponse> =>
  api.get<TIssuesResponse>(`/api/user/service-requests/${encodeURIComponent(requestId)}/issues`);

export const getRequestIssuesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestIssuesKey(requestId),
    queryFn: () => getRequestIssues(requestId),
    // A refund turns processed when the gateway's webhook arrives: look again while one waits.
    refetchInterval: (query) =>
      query.state.data?.issues.some((i) => i.refunds.some((r) => r.status === 'pending'))
        ? 5_000
        : false,
  });

export const useRequestIssues = (requestId: string) =>
  useQuery(getRequestIssuesQueryOptions(requestId));
