import type { TRepairerPayouts } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface PayoutsAnswer {
  success: true;
  message: string;
  data: TRepairerPayouts;
}

/** GET /api/repairer/payouts -> {success, message, data: {payouts, recoveries}}, newest first. */
export const getPayouts = async (): Promise<TRepairerPayouts> =>
  (await api.get<PayoutsAnswer>('/api/repairer/payouts')).data;

export const getPayoutsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerPayouts, queryFn: getPayouts });

export const usePayouts = ({ enabled = true } = {}) =>
  useQuery({ ...getPayoutsQueryOptions(), enabled });
