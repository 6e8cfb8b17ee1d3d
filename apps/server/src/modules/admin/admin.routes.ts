import { ZCompleteServiceResponse, ZIdParams, ZPaidServicesResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET /api/admin/paid-services and PUT /api/admin/complete-service/{id} (SPEC.md section 7). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const adminOnly = { preHandler: requireRole('admin') };
  const tags = ['Admin'];

  app.get(
    '/admin/paid-services',
    {
      ...adminOnly,
      schema: {
        summary: 'Every service request the customer has paid for, and the completed ones',
        tags,
        response: { 200: ZPaidServicesResponse },
      },
    },
    async () => ({
      success: true as const,
      services: await admin.listPaid(),
    }),
  );

  app.put(
    '/admin/complete-service/:id',
    {
      ...adminOnly,
      schema: {
        summary: 'Marks a paid service request complete, with its payment',
        tags,
        params: ZIdParams,
        response: { 200: ZCompleteServiceResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      ...(await admin.complete(subjectId(request), request.params.id)),
    }),
  );
};
