import type { TPaidService, TPaidServicesResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const paidServicesKey = ['admin', 'paid-services'] as const;

/** GET /api/admin/paid-services -> {success, services}: paid and completed, latest paid first. */
export const getPaidServices = async (): Promise<TPaidService[]> =>
  (await api.get<TPaidServicesResponse>('/api/admin/paid-services')).services;

export const getPaidServicesQueryOptions = () =>
  queryOptions({ queryKey: paidServicesKey, queryFn: getPaidServices });

export const usePaidServices = () => useQuery(getPaidServicesQueryOptions());
