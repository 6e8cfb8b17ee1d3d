import { ZIdParams, type TPaidServicesResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET /api/admin/paid-services and PUT /api/admin/complete-service/{id} (SPEC.md section 7). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const adminOnly = { preHandler: requireRole('admin') };

  app.get('/admin/paid-services', adminOnly, async (): Promise<TPaidServicesResponse> => ({
    success: true,
    services: await admin.listPaid(),
  }));

  app.put(
    '/admin/complete-service/:id',
    { ...adminOnly, schema: { params: ZIdParams } },
    async (request) => ({
      success: true,
      ...(await admin.complete(subjectId(request), request.params.id)),
    }),
  );
};
