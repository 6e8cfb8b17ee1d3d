import { REVIEW_MESSAGES, ZIdParams, ZReviewRequest, type TReviewResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** POST /api/user/service-request/{id}/review (SPEC.md section 7; note the singular path). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  app.post(
    '/user/service-request/:id/review',
    { preHandler: requireRole('user'), schema: { params: ZIdParams, body: ZReviewRequest } },
    async (request): Promise<TReviewResponse> => {
      await reviews.submit(subjectId(request), request.params.id, request.body);
      return { success: true, message: REVIEW_MESSAGES.submitted };
    },
  );
};
