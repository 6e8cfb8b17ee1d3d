import { ZPublicConfigResponse, ZPublicStatsResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/public/stats: the real figures behind the marketing claims
 * (DESIGN.md section 10); the web shows a claim only when the figure reaches it.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicInfo } = app.services;
  const tags = ['Public'];
  app.get(
    '/public/config',
    {
      schema: {
        summary: "What the browser needs of the server's set-up: geocoder and payment gateway",
        tags,
        response: { 200: ZPublicConfigResponse },
      },
    },
    async () => ({ success: true as const, data: publicInfo.config() }),
  );

  app.get(
    '/public/stats',
    {
      schema: {
        summary: 'The real figures behind the marketing claims',
        tags,
        response: { 200: ZPublicStatsResponse },
      },
    },
    async (_request, reply) => {
      const data = await publicInfo.stats();
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );
};
