import type { TPaymentRecord, TPaymentResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Under `['user']`, so the invalidation after any change to the customer's requests refreshes it. */
export const paymentKey = (id: string) => [...queryKeys.user, 'payments', id] as const;

/** GET /api/user/payments/{id} -> {success, message, data}: the record, amount in paise. */
export const getPayment = async (id: string): Promise<TPaymentRecord> =>
  (await api.get<TPaymentResponse>(`/api/user/payments/${encodeURIComponent(id)}`)).data;

export const getPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentKey(id), queryFn: () => getPayment(id) });

export const usePayment = (id: string, { enabled = true } = {}) =>
  useQuery({ ...getPaymentQueryOptions(id), enabled });
