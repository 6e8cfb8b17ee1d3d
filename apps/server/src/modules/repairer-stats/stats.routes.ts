import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET /repairer/dashboard-stats, /repairer/analytics and /repairer/recent-activity. */
export const repairerStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repairerStats: figures } = app.services;
  const repairer = { preHandler: requireRole('repairer') };

  app.get('/repairer/dashboard-stats', repairer, async (request) => ({
    success: true,
    ...(await figures.stats(subjectId(request))),
  }));

  app.get('/repairer/analytics', repairer, async (request) => ({
    success: true,
    data: await figures.analytics(subjectId(request)),
  }));

  app.get('/repairer/recent-activity', repairer, async (request) => ({
    success: true,
    data: await figures.recentActivity(subjectId(request)),
  }));
};
