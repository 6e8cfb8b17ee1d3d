import {
  ZPublicConfigResponse,
  ZPublicStatsResponse,
  type TPaymentsConfig,
} from '@gharseva/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repairers, serviceRequestEvents } from '../../db/schema/index.ts';

/**
 * GET /api/public/stats: the real figures behind the marketing claims
 * (DESIGN.md section 10); the web shows a claim only when the figure reaches it.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
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
    async () => ({
      success: true as const,
      data: {
        geocoderUrl: app.deps.config.GEOCODER_URL,
        payments: {
          provider: app.deps.payments.name,
          checkoutScriptUrl: app.deps.payments.checkoutScriptUrl,
        } satisfies TPaymentsConfig,
      },
    }),
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
      const [pros] = await db.select({ n: count() }).from(repairers);
      const [done] = await db
        .select({ n: count() })
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.toStatus, 'completed'));
      const [rating] = await db
        .select({
          sum: sql<number>`coalesce(sum(${repairers.ratingSum}), 0)::int`,
          count: sql<number>`coalesce(sum(${repairers.ratingCount}), 0)::int`,
        })
        .from(repairers)
        .where(and(gt(repairers.ratingCount, 0)));
      const ratingCount = Number(rating?.count ?? 0);
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true as const,
        data: {
          professionals: Number(pros?.n ?? 0),
          jobsDone: Number(done?.n ?? 0),
          averageRating:
            ratingCount === 0 ? null : Math.round((Number(rating!.sum) / ratingCount) * 10) / 10,
          ratingCount,
        },
      };
    },
  );
};
