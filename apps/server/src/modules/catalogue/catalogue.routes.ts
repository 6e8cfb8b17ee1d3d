import { toPublicCatalogue } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/catalogue (public): the 13 main categories in display order (DESIGN.md section 9). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = JSON.stringify(toPublicCatalogue());
  app.get('/catalogue', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/json').send(body),
  );
};
