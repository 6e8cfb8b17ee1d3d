import {
  IN_PROGRESS_STATUSES,
  AppError,
  REQUEST_STATUSES,
  createServiceRequestAt,
  ZCreateServiceRequestResponse,
  ZIdParams,
  ZIdempotencyKey,
  ZInProgressServicesResponse,
  ZMessageResponse,
  ZMyRequestsResponse,
  ZRecentActivityResponse,
  ZRejectQuoteResponse,
  ZServiceRequestResponse,
  ZStatusFilterQuery,
  ZUserDashboardStatsResponse,
  ZUserStatusUpdateRequest,
  ZUserStatusUpdateResponse,
  ZVerifyServiceOtpRequest,
  ZVerifyServiceOtpResponse,
  VALIDATION_MESSAGES,
  type RequestStatus,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

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

  // The visit-slot rule reads the app's clock, as every other date rule of the server does.
  const clock = app.deps.clock ?? (() => new Date());

  const tags = ['Service requests'];
  const NOT_FOUND = ['NOT_FOUND'] as const;

  app.post(
    '/service-requests',
    {
      ...user,
      schema: {
        summary: "Creates a request: the wizard's, or a direct one to a repairer (or open)",
        tags,
        body: createServiceRequestAt(clock),
        response: { 201: ZCreateServiceRequestResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const id = subjectId(request);
      // One request per key and account for 24 hours: a repeat answers the first (decision 033).
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const body = request.body;
      const created =
        'repairerId' in body
          ? await requests.createDirect(id, body, key)
          : await requests.createFromWizard(id, body, key);
      reply.status(201);
      return {
        success: true as const,
        message: 'Service Requested Successfully!',
        data: created,
      };
    },
  );

  app.get(
    '/service-requests/user/my-requests',
    {
      ...user,
      schema: {
        summary: "The customer's requests, newest first, optionally of some statuses",
        tags,
        querystring: ZStatusFilterQuery,
        response: { 200: ZMyRequestsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requests.list(subjectId(request), parseStatusFilter(request.query.statusFilter)),
    }),
  );

  app.get(
    '/user/service-requests/:id',
    {
      ...user,
      schema: {
        summary: "One of the customer's requests",
        tags,
        params: ZIdParams,
        response: { 200: ZServiceRequestResponse },
      },
      config: { errors: NOT_FOUND },
    },
    async (request) => ({
      success: true as const,
      data: await requests.get(subjectId(request), request.params.id),
    }),
  );

  app.get(
    '/user/in-progress-services',
    {
      ...user,
      schema: {
        summary: "The customer's requests in progress, as a bare array",
        tags,
        response: { 200: ZInProgressServicesResponse },
      },
    },
    async (request) => requests.list(subjectId(request), IN_PROGRESS_STATUSES),
  );

  app.put(
    '/service-requests/user/:id/status',
    {
      ...user,
      schema: {
        summary: 'Cancels a request, or moves it to pending payment',
        tags,
        params: ZIdParams,
        body: ZUserStatusUpdateRequest,
        response: { 200: ZUserStatusUpdateResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => {
      const userId = subjectId(request);
      if (request.body.status === 'cancelled') {
        const data = await requests.cancel(userId, request.params.id);
        return { success: true as const, message: 'Request cancelled successfully!', data };
      }
      return {
        success: true as const,
        ...(await steps.pendingPayment(userId, request.params.id)),
      };
    },
  );

  app.put(
    '/service-requests/user/:id/accept-quote',
    {
      ...user,
      schema: {
        summary: "Accepts the repairer's quote",
        tags,
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      ...(await steps.acceptQuote(subjectId(request), request.params.id)),
    }),
  );

  app.put(
    '/service-requests/user/:id/reject-quote',
    {
      ...user,
      schema: {
        summary: "Rejects the repairer's quote; the rejection fee's payment is opened",
        tags,
        params: ZIdParams,
        response: { 200: ZRejectQuoteResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION'] },
    },
    async (request) => ({
      success: true as const,
      ...(await steps.rejectQuote(subjectId(request), request.params.id)),
    }),
  );

  // SPEC.md spells the path with a trailing slash; both spellings are served.
  for (const path of ['/user/verify-serviceotp/', '/user/verify-serviceotp']) {
    app.post(
      path,
      {
        ...user,
        schema: {
          summary: "Confirms the work with the repairer's completion code; the payment opens",
          tags,
          body: ZVerifyServiceOtpRequest,
          response: { 200: ZVerifyServiceOtpResponse },
        },
        config: {
          errors: [
            'NOT_FOUND',
            'INVALID_STATUS_TRANSITION',
            'INVALID_OTP',
            'OTP_EXPIRED',
            'OTP_TOO_MANY_ATTEMPTS',
            'MISSING_REQUIRED_FIELDS',
          ],
        },
      },
      async (request) => ({
        success: true as const,
        ...(await steps.verifyCompletion(
          subjectId(request),
          request.body.requestId,
          request.body.otp,
        )),
      }),
    );
  }

  app.get(
    '/user/dashboard-stats',
    {
      ...user,
      schema: {
        summary: "Counts of the customer's requests: all, paid and in progress",
        tags,
        response: { 200: ZUserDashboardStatsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await requests.stats(subjectId(request))),
    }),
  );

  app.get(
    '/user/recent-activity',
    {
      ...user,
      schema: {
        summary: "The customer's ten latest events, newest first",
        tags,
        response: { 200: ZRecentActivityResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requests.recentActivity(subjectId(request)),
    }),
  );
};
