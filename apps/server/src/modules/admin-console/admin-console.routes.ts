import {
  ZAdminPayoutsQuery,
  ZAdminPayoutsResponse,
  ZAuditLogQuery,
  ZAuditLogResponse,
  ZIdParams,
  ZOverviewQuery,
  ZOverviewResponse,
  ZRetryPayoutResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/**
 * The admin console's calls (issue 23, item 4): GET /api/admin/payouts, POST
 * /api/admin/payouts/{id}/retry, GET /api/admin/overview and GET /api/admin/audit-log.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminConsole } = app.services;
  const adminOnly = { preHandler: requireRole('admin') };
  const tags = ['Admin'];

  app.get(
    '/admin/payouts',
    {
      ...adminOnly,
      schema: {
        summary: 'Payouts in one status, by default the failed and abandoned ones',
        tags,
        querystring: ZAdminPayoutsQuery,
        response: { 200: ZAdminPayoutsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      payouts: await adminConsole.payouts(request.query.status),
    }),
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      ...adminOnly,
      schema: {
        summary: 'Puts a failed or abandoned payout back on the queue, never paying twice',
        tags,
        params: ZIdParams,
        response: { 200: ZRetryPayoutResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      payout: await adminConsole.retryPayout(subjectId(request), request.params.id),
    }),
  );

  app.get(
    '/admin/overview',
    {
      ...adminOnly,
      schema: {
        summary: 'Requests by status and money captured, refunded and paid out per day in India',
        tags,
        querystring: ZOverviewQuery,
        response: { 200: ZOverviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      days: await adminConsole.overview(request.query.days),
    }),
  );

  app.get(
    '/admin/audit-log',
    {
      ...adminOnly,
      schema: {
        summary: 'Admin actions, newest first, 50 a page',
        tags,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await adminConsole.auditLog(request.query.before)),
    }),
  );
};
