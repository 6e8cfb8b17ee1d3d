import { REVIEW_MESSAGES, ZIdParams, ZReviewRequest, ZReviewResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** POST /api/user/service-request/{id}/review (SPEC.md section 7; note the singular path). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  app.post(
    '/user/service-request/:id/review',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: "Rates a paid service request's repairer, once",
        tags: ['Reviews'],
        params: ZIdParams,
        body: ZReviewRequest,
        response: { 200: ZReviewResponse },
      },
      config: {
        errors: ['NOT_FOUND', 'ALREADY_REVIEWED', 'REVIEW_NOT_ALLOWED', 'MISSING_REQUIRED_FIELDS'],
      },
    },
    async (request) => {
      await reviews.submit(subjectId(request), request.params.id, request.body);
      return { success: true as const, message: REVIEW_MESSAGES.submitted };
    },
  );
};
