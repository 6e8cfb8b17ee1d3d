import { ZEstimateRequest, ZRepairerSearchQuery } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';

/** The repairer search of the customer's dashboard and the AI price estimate. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, estimate } = app.services;

  app.get(
    '/user/dashboard',
    { preHandler: requireRole('user'), schema: { querystring: ZRepairerSearchQuery } },
    async (request) => ({
      success: true,
      ...(await search(request.query.postalCode, request.query.serviceType)),
    }),
  );

  app.post('/estimate', { schema: { body: ZEstimateRequest } }, async (request) =>
    estimate(request.body),
  );
};
