import type { PayoutStatus, TAdminPayout, TAdminPayoutsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminPayoutsKey = ['admin', 'payouts'] as const;

/**
 * GET /api/admin/payouts?status= -> {success, payouts}: one status, or without it the failed
 * and abandoned payouts; most recently changed first.
 */
export const getAdminPayouts = async (status: PayoutStatus | null): Promise<TAdminPayout[]> =>
  (
    await api.get<TAdminPayoutsResponse>(
      status ? `/api/admin/payouts?status=${encodeURIComponent(status)}` : '/api/admin/payouts',
    )
  ).payouts;

export const getAdminPayoutsQueryOptions = (status: PayoutStatus | null) =>
  queryOptions({
    queryKey: [...adminPayoutsKey, status ?? 'attention'],
    queryFn: () => getAdminPayouts(status),
  });

export const useAdminPayouts = (status: PayoutStatus | null) =>
  useQuery(getAdminPayoutsQueryOptions(status));
