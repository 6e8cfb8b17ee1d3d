import type { TInProgressServicesResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { UserRequest } from '../types';

/**
 * GET /api/user/in-progress-services: a bare array (SPEC.md section 7) of the
 * requests in requested, pending_quote, quoted, accepted, in_progress,
 * pending_otp, pending_payment and rejected.
 */
export const getInProgressServices = (): Promise<UserRequest[]> =>
  api.get<TInProgressServicesResponse>('/api/user/in-progress-services');

export const getInProgressServicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userInProgress, queryFn: getInProgressServices });

export const useInProgressServices = ({ enabled = true } = {}) =>
  useQuery({ ...getInProgressServicesQueryOptions(), enabled });
