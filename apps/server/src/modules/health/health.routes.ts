import { ZHealthResponse, ZReadyResponse, zErrorBody } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness answers while the process runs; readiness also needs the database, and turns 503
 * once a shutdown has begun so the load balancer routes elsewhere (decision 046).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Health'];
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: answers while the process runs',
        tags,
        response: { 200: ZHealthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: answers once the database does, 503 while shutting down',
        tags,
        response: { 200: ZReadyResponse, 503: zErrorBody(['SERVICE_UNAVAILABLE']) },
      },
      config: { errors: ['SERVICE_UNAVAILABLE'] },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) {
        return reply.status(503).send({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The server is shutting down.',
        });
      }
      try {
        await app.deps.database.ping();
        return { status: 'ready' as const, database: app.deps.database.engine };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.status(503).send({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is not ready.',
        });
      }
    },
  );
};
