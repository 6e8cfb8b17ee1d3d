import {
  ZRepairerActivityResponse,
  ZRepairerAnalyticsResponse,
  ZRepairerStatsResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET /repairer/dashboard-stats, /repairer/analytics and /repairer/recent-activity. */
export const repairerStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repairerStats: figures } = app.services;
  const repairer = { preHandler: requireRole('repairer') };
  const tags = ['Repairer figures'];

  app.get(
    '/repairer/dashboard-stats',
    {
      ...repairer,
      schema: {
        summary: "The repairer's dashboard tiles: this month against the previous one",
        tags,
        response: { 200: ZRepairerStatsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await figures.stats(subjectId(request))),
    }),
  );

  app.get(
    '/repairer/analytics',
    {
      ...repairer,
      schema: {
        summary: "The repairer's jobs, earnings by month and top services",
        tags,
        response: { 200: ZRepairerAnalyticsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await figures.analytics(subjectId(request)),
    }),
  );

  app.get(
    '/repairer/recent-activity',
    {
      ...repairer,
      schema: {
        summary: "The repairer's ten latest job events, newest first",
        tags,
        response: { 200: ZRepairerActivityResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await figures.recentActivity(subjectId(request)),
    }),
  );
};
