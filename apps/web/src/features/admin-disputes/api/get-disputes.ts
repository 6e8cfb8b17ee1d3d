import type { DisputeStatus, TAdminDispute, TAdminDisputesResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const disputesKey = ['admin', 'disputes'] as const;

/** GET /api/admin/disputes?status= -> {success, disputes}: oldest first, with history and money. */
export const getDisputes = async (status: DisputeStatus): Promise<TAdminDispute[]> =>
  (
    await api.get<TAdminDisputesResponse>(
      `/api/admin/disputes?status=${encodeURIComponent(status)}`,
    )
  ).disputes;

export const getDisputesQueryOptions = (status: DisputeStatus) =>
  queryOptions({
    queryKey: [...disputesKey, status],
    queryFn: () => getDisputes(status),
    // A refund is pending until the gateway's webhook arrives: look again while one waits.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.refunds.some((r) => r.status === 'pending')) ? 3_000 : false,
  });

export const useDisputes = (status: DisputeStatus) => useQuery(getDisputesQueryOptions(status));
