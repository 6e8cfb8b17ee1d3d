import {
  ZEstimateRequest,
  ZEstimateResponse,
  ZRepairerSearchQuery,
  ZRepairerSearchResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';

/** The repairer search of the customer's dashboard and the AI price estimate. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, estimate } = app.services;

  app.get(
    '/user/dashboard',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: 'The repairers serving a pincode in a service category, nearest first',
        tags: ['Search'],
        querystring: ZRepairerSearchQuery,
        response: { 200: ZRepairerSearchResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await search(request.query.postalCode, request.query.serviceType)),
    }),
  );

  app.post(
    '/estimate',
    {
      schema: {
        summary: 'The AI price estimate of a catalogue issue, in rupees',
        tags: ['Search'],
        body: ZEstimateRequest,
        response: { 200: ZEstimateResponse },
      },
    },
    async (request) => estimate(request.body),
  );
};
