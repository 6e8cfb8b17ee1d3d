import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness answers while the process runs; readiness also needs the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: 'ready', database: app.deps.database.engine };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not ready.',
      });
    }
  });
};
