import {
  ZAdminRepairersQuery,
  ZAdminRepairersResponse,
  ZIdParams,
  ZVerificationDecisionRequest,
  ZVerificationDecisionResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET /api/admin/repairers and PUT /api/admin/repairers/{id}/verification (DESIGN.md section 12). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.services;
  const adminOnly = { preHandler: requireRole('admin') };
  const tags = ['Admin'];

  app.get(
    '/admin/repairers',
    {
      ...adminOnly,
      schema: {
        summary: 'Repairers by verification status, the pending queue oldest first',
        tags,
        querystring: ZAdminRepairersQuery,
        response: { 200: ZAdminRepairersResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verification.list(request.query.status),
    }),
  );

  app.put(
    '/admin/repairers/:id/verification',
    {
      ...adminOnly,
      schema: {
        summary: 'Verifies, rejects, suspends or reinstates a repairer, and tells him',
        tags,
        params: ZIdParams,
        body: ZVerificationDecisionRequest,
        response: { 200: ZVerificationDecisionResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      ...(await verification.decide(subjectId(request), request.params.id, request.body)),
    }),
  );
};
