import {
  DISPUTE_MESSAGES,
  ZAdminDisputesQuery,
  ZAdminDisputesResponse,
  ZDecideDisputeRequest,
  ZDecideDisputeResponse,
  ZIdParams,
  ZIssuesResponse,
  ZReportIssueRequest,
  ZReportIssueResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/**
 * Problems after the job (issue 23): the customer's report and its outcome
 * (`/user/service-requests/{id}/issues`), and the admin's queue and decision
 * (`/admin/disputes`).
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disputes } = app.services;

  app.post(
    '/user/service-requests/:id/issues',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: 'Reports a problem with a paid job, within 7 days of its payment',
        tags: ['Disputes'],
        params: ZIdParams,
        body: ZReportIssueRequest,
        response: { 200: ZReportIssueResponse },
      },
      config: { errors: ['NOT_FOUND', 'ISSUE_WINDOW_CLOSED', 'ISSUE_ALREADY_OPEN'] },
    },
    async (request) => ({
      success: true as const,
      message: DISPUTE_MESSAGES.reported,
      issue: await disputes.report(subjectId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/user/service-requests/:id/issues',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: "The customer's problem reports on a job, with their outcome and refunds",
        tags: ['Disputes'],
        params: ZIdParams,
        response: { 200: ZIssuesResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request) => ({
      success: true as const,
      ...(await disputes.ofRequest(subjectId(request), request.params.id)),
    }),
  );

  app.get(
    '/admin/disputes',
    {
      preHandler: requireRole('admin'),
      schema: {
        summary: "Problem reports by status (open by default), with the job's history and money",
        tags: ['Disputes'],
        querystring: ZAdminDisputesQuery,
        response: { 200: ZAdminDisputesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      disputes: await disputes.list(request.query.status),
    }),
  );

  app.put(
    '/admin/disputes/:id',
    {
      preHandler: requireRole('admin'),
      schema: {
        summary: 'Decides a problem report once: refund, partial refund, redo or reject',
        tags: ['Disputes'],
        params: ZIdParams,
        body: ZDecideDisputeRequest,
        response: { 200: ZDecideDisputeResponse },
      },
      config: {
        errors: [
          'NOT_FOUND',
          'DISPUTE_ALREADY_DECIDED',
          'REFUND_EXCEEDS_CAPTURE',
          'INVALID_STATUS_TRANSITION',
        ],
      },
    },
    async (request) => ({
      success: true as const,
      ...(await disputes.decide(subjectId(request), request.params.id, request.body)),
    }),
  );
};
