import type { TAuditLogResponse } from '@gharseva/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const auditLogKey = ['admin', 'audit-log'] as const;

/**
 * GET /api/admin/audit-log?before= -> {success, entries, nextBefore}: 50 admin actions, newest
 * first; `before` is the id of the last entry of the page before.
 */
export const getAuditLog = (before: string | null): Promise<TAuditLogResponse> =>
  api.get<TAuditLogResponse>(
    before ? `/api/admin/audit-log?before=${encodeURIComponent(before)}` : '/api/admin/audit-log',
  );

/** One page; the page shown stays while the next loads. */
export const getAuditLogQueryOptions = (before: string | null) =>
  queryOptions({
    queryKey: [...auditLogKey, before ?? 'newest'],
    queryFn: () => getAuditLog(before),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (before: string | null) => useQuery(getAuditLogQueryOptions(before));
