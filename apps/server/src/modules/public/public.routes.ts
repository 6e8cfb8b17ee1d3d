import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/public/stats: the real figures behind the marketing claims
 * (DESIGN.md section 10); the web shows a claim only when the figure reaches it.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicInfo } = app.services;
  app.get('/public/config', async () => ({
    success: true,
    data: publicInfo.config(),
  }));

  app.get('/public/stats', async (_request, reply) => {
    const data = await publicInfo.stats();
    reply.header('cache-control', 'public, max-age=300');
    return { success: true, data };
  });
};
