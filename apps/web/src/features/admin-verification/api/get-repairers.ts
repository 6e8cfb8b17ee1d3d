import type {
  RepairerVerificationStatus,
  TAdminRepairersResponse,
  TRepairerForVerification,
} from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminRepairersKey = ['admin', 'repairers'] as const;

/** GET /api/admin/repairers?status= -> {success, data}: the pending queue oldest first. */
export const getRepairers = async (
  status: RepairerVerificationStatus,
): Promise<TRepairerForVerification[]> =>
  (
    await api.get<TAdminRepairersResponse>(
      `/api/admin/repairers?status=${encodeURIComponent(status)}`,
    )
  ).data;

export const getRepairersQueryOptions = (status: RepairerVerificationStatus) =>
  queryOptions({ queryKey: [...adminRepairersKey, status], queryFn: () => getRepairers(status) });

export const useRepairers = (status: RepairerVerificationStatus) =>
  useQuery(getRepairersQueryOptions(status));
