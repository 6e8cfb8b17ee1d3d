import { ZCatalogueResponse, toPublicCatalogue } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/catalogue (public): the 13 main categories in display order (DESIGN.md section 9). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = toPublicCatalogue();
  // Serialized once and sent as is, so the response check runs here, once, instead.
  if (app.deps.config.VALIDATE_RESPONSES) ZCatalogueResponse.parse(catalogue);
  const body = JSON.stringify(catalogue);
  const serialized = () => body;
  app.get(
    '/catalogue',
    {
      schema: {
        summary: 'The service catalogue: main categories, sub-categories, issues and prices',
        tags: ['Catalogue'],
        response: { 200: ZCatalogueResponse },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/json')
        .serializer(serialized)
        .send(catalogue),
  );
};
