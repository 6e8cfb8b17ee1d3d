import type { TAuditLogResponse } from '@gharseva/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const auditLogKey = ['admin', 'audit-log'] as const;

/**
 * GET /api/admin/audit-log?before= -> {success, entries, nextBefore}: 50 admin actions, newest
 * first; `before` is the id of the last entry already shown.
 */
export const getAuditLog = (before: string | null): Promise<TAuditLogResponse> =>
  api.get<TAuditLogResponse>(
    before ? `/api/admin/audit-log?before=${encodeURIComponent(before)}` : '/api/admin/audit-log',
  );

export const getAuditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogKey,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export const useAuditLog = () => useInfiniteQuery(getAuditLogQueryOptions());
