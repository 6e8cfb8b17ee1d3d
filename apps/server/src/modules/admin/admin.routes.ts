import {
  ZCompleteServiceResponse,
  ZDeadLettersResponse,
  ZIdParams,
  ZPaidServicesResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/**
 * GET /api/admin/paid-services and PUT /api/admin/complete-service/{id} (SPEC.md section 7),
 * and GET /api/admin/dead-letters: the background jobs that need a person.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, queue } = app.services;
  const adminOnly = { preHandler: requireRole('admin') };
  const tags = ['Admin'];

  app.get(
    '/admin/paid-services',
    {
      ...adminOnly,
      schema: {
        summary: 'Every service request the customer has paid for, and the completed ones',
        tags,
        response: { 200: ZPaidServicesResponse },
      },
    },
    async () => ({
      success: true as const,
      services: await admin.listPaid(),
    }),
  );

  app.get(
    '/admin/dead-letters',
    {
      ...adminOnly,
      schema: {
        summary: 'Background jobs that failed every retry, newest first',
        tags,
        response: { 200: ZDeadLettersResponse },
      },
    },
    async () => ({
      success: true as const,
      deadLetters: (await queue.deadLetters(100)).map((d) => ({
        id: d.id,
        queue: d.queue,
        // Ids only: an SMS job's phone and text stay out of the answer.
        reference: Object.fromEntries(
          Object.entries(d.data).filter(
            (e): e is [string, string] => /Id$/.test(e[0]) && typeof e[1] === 'string',
          ),
        ),
        error: d.error,
        failedAt: d.failedAt.toISOString(),
      })),
    }),
  );

  app.put(
    '/admin/complete-service/:id',
    {
      ...adminOnly,
      schema: {
        summary: 'Marks a paid service request complete, with its payment',
        tags,
        params: ZIdParams,
        response: { 200: ZCompleteServiceResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      ...(await admin.complete(subjectId(request), request.params.id)),
    }),
  );
};
