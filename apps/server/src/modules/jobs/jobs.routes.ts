import {
  AppError,
  JOB_MESSAGES,
  REPAIRER_STATUS_ACTIONS,
  ZCreateConversation,
  ZIdParam,
  ZQuote,
  type RepairerStatusAction,
} from '@gharseva/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** The action of PUT /service-requests/repairer/{id}/status, with the accept-job table's codes. */
function statusAction(body: unknown): RepairerStatusAction {
  const status =
    body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  if (status === undefined || status === null || status === '') {
    throw new AppError('MISSING_REQUIRED_FIELDS');
  }
  if (!(REPAIRER_STATUS_ACTIONS as readonly unknown[]).includes(status)) {
    throw new AppError('INVALID_STATUS_FOR_ENDPOINT');
  }
  return status as RepairerStatusAction;
}

/** The repairer's job calls (SPEC.md section 7, "Repairer"; DESIGN.md section 3). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.services;
  const repairer = { preHandler: requireRole('repairer') };

  app.get('/repairer/nearby-jobs', repairer, async (request) => ({
    success: true,
    data: await jobs.nearby(subjectId(request)),
  }));

  app.get('/service-requests/repairer/assigned-jobs', repairer, async (request) => ({
    success: true,
    data: await jobs.assignedJobs(subjectId(request)),
  }));

  app.put(
    '/service-requests/repairer/:id/status',
    { ...repairer, schema: { params: ZIdParam, body: z.unknown() } },
    async (request) => {
      const id = request.params.id;
      const action = statusAction(request.body);
      if (action === 'accept_request_for_quote') {
        const { data, conversationId } = await jobs.accept(subjectId(request), id);
        return { success: true, message: JOB_MESSAGES.accepted, data, conversationId };
      }
      const data = await jobs.startWork(subjectId(request), id);
      return { success: true, message: JOB_MESSAGES.workStarted, data };
    },
  );

  app.put(
    '/service-requests/repairer/:id/quote',
    { ...repairer, schema: { params: ZIdParam, body: ZQuote } },
    async (request) => ({
      success: true,
      message: JOB_MESSAGES.quoteSubmitted,
      data: await jobs.quote(subjectId(request), request.params.id, request.body.estimatedPrice),
    }),
  );

  app.post(
    '/service-requests/repairer/:id/pending',
    { ...repairer, schema: { params: ZIdParam } },
    async (request) => ({
      success: true,
      message: JOB_MESSAGES.otpSent,
      data: await jobs.sendCompletionCode(subjectId(request), request.params.id),
    }),
  );

  app.post(
    '/repairer/conversations/create',
    { ...repairer, schema: { body: ZCreateConversation } },
    async (request) => ({
      success: true,
      conversationId: await jobs.conversationFor(subjectId(request), request.body.serviceRequestId),
    }),
  );
};
