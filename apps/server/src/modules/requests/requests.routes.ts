import {
  IN_PROGRESS_STATUSES,
  AppError,
  REQUEST_STATUSES,
  ZDirectRequest,
  ZIdParam,
  ZIdempotencyKey,
  ZStatusFilter,
  ZUserStatusUpdate,
  ZVerifyServiceOtp,
  ZWizardRequest,
  VALIDATION_MESSAGES,
  type RequestStatus,
} from '@gharseva/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/validation.ts';

function parseStatusFilter(value: string | undefined): RequestStatus[] | undefined {
  if (!value || value === 'all') return undefined;
  const statuses = value.split(',').map((s) => s.trim());
  for (const s of statuses) {
    if (!(REQUEST_STATUSES as readonly string[]).includes(s)) {
      throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.statusFilterInvalid);
    }
  }
  return statuses as RequestStatus[];
}

/** The optional `Idempotency-Key` header, checked before the body (DESIGN.md section 12). */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.idempotencyKeyInvalid);
  }
  return parsed.data;
}

/** The customer's service-request calls (SPEC.md section 7, "User"). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests, customerSteps: steps } = app.services;
  const user = { preHandler: requireRole('user') };

  app.post(
    '/service-requests',
    { ...user, schema: { body: z.unknown() } },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null;
      const id = subjectId(request);
      // One request per key and account for 24 hours: a repeat answers the first (decision 033).
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const created =
        body && typeof body === 'object' && 'repairerId' in body
          ? await requests.createDirect(id, parseWith(ZDirectRequest, body), key)
          : await requests.createFromWizard(id, parseWith(ZWizardRequest, body), key);
      reply.status(201);
      return { success: true, message: 'Service Requested Successfully!', data: created };
    },
  );

  app.get(
    '/service-requests/user/my-requests',
    { ...user, schema: { querystring: ZStatusFilter } },
    async (request) => ({
      success: true,
      data: await requests.list(subjectId(request), parseStatusFilter(request.query.statusFilter)),
    }),
  );

  app.get(
    '/user/service-requests/:id',
    { ...user, schema: { params: ZIdParam } },
    async (request) => ({
      success: true,
      data: await requests.get(subjectId(request), request.params.id),
    }),
  );

  app.get('/user/in-progress-services', user, async (request) =>
    requests.list(subjectId(request), IN_PROGRESS_STATUSES),
  );

  app.put(
    '/service-requests/user/:id/status',
    { ...user, schema: { params: ZIdParam, body: ZUserStatusUpdate } },
    async (request) => {
      const userId = subjectId(request);
      if (request.body.status === 'cancelled') {
        const data = await requests.cancel(userId, request.params.id);
        return { success: true, message: 'Request cancelled successfully!', data };
      }
      return { success: true, ...(await steps.pendingPayment(userId, request.params.id)) };
    },
  );

  app.put(
    '/service-requests/user/:id/accept-quote',
    { ...user, schema: { params: ZIdParam } },
    async (request) => ({
      success: true,
      ...(await steps.acceptQuote(subjectId(request), request.params.id)),
    }),
  );

  app.put(
    '/service-requests/user/:id/reject-quote',
    { ...user, schema: { params: ZIdParam } },
    async (request) => ({
      success: true,
      ...(await steps.rejectQuote(subjectId(request), request.params.id)),
    }),
  );

  // SPEC.md spells the path with a trailing slash; both spellings are served.
  for (const path of ['/user/verify-serviceotp/', '/user/verify-serviceotp']) {
    app.post(path, { ...user, schema: { body: ZVerifyServiceOtp } }, async (request) => ({
      success: true,
      ...(await steps.verifyCompletion(
        subjectId(request),
        request.body.requestId,
        request.body.otp,
      )),
    }));
  }

  app.get('/user/dashboard-stats', user, async (request) => ({
    success: true,
    ...(await requests.stats(subjectId(request))),
  }));

  app.get('/user/recent-activity', user, async (request) => ({
    success: true,
    data: await requests.recentActivity(subjectId(request)),
  }));
};
