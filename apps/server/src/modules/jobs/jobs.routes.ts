import {
  JOB_MESSAGES,
  ZAssignedJobsResponse,
  ZConversationIdResponse,
  ZCreateConversationRequest,
  ZIdParams,
  ZJobResponse,
  ZNearbyJobsResponse,
  ZQuoteRequest,
  ZRepairerStatusRequest,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** The repairer's job calls (SPEC.md section 7, "Repairer"; DESIGN.md section 3). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.services;
  const repairer = { preHandler: requireRole('repairer') };
  const tags = ['Jobs'];

  app.get(
    '/repairer/nearby-jobs',
    {
      ...repairer,
      schema: {
        summary: "Waiting jobs within the repairer's radius that his services cover",
        tags,
        response: { 200: ZNearbyJobsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.nearby(subjectId(request)),
    }),
  );

  app.get(
    '/service-requests/repairer/assigned-jobs',
    {
      ...repairer,
      schema: {
        summary: "The repairer's jobs, each with its conversation and payout",
        tags,
        response: { 200: ZAssignedJobsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobs.assignedJobs(subjectId(request)),
    }),
  );

  app.put(
    '/service-requests/repairer/:id/status',
    {
      ...repairer,
      schema: {
        summary: 'Accepts a waiting job for a quote, or starts the work on an accepted one',
        tags,
        params: ZIdParams,
        body: ZRepairerStatusRequest,
        response: { 200: ZJobResponse },
      },
      config: {
        errors: [
          'JOB_NOT_FOUND',
          'JOB_ALREADY_ACCEPTED_BY_YOU',
          'JOB_CANCELLED',
          'JOB_ALREADY_ASSIGNED',
          'UNAUTHORIZED',
          'MAX_JOBS_REACHED',
          'INVALID_STATUS_TRANSITION',
          'FAILED_SEND_SMS',
          'REPAIRER_NOT_VERIFIED',
        ],
      },
    },
    async (request) => {
      const id = request.params.id;
      if (request.body.status === 'accept_request_for_quote') {
        const { data, conversationId } = await jobs.accept(subjectId(request), id);
        return { success: true as const, message: JOB_MESSAGES.accepted, data, conversationId };
      }
      const data = await jobs.startWork(subjectId(request), id);
      return { success: true as const, message: JOB_MESSAGES.workStarted, data };
    },
  );

  app.put(
    '/service-requests/repairer/:id/quote',
    {
      ...repairer,
      schema: {
        summary: "Sends the repairer's quote for an accepted job",
        tags,
        params: ZIdParams,
        body: ZQuoteRequest,
        response: { 200: ZJobResponse },
      },
      config: { errors: ['JOB_NOT_FOUND', 'INVALID_STATUS_TRANSITION', 'REPAIRER_NOT_VERIFIED'] },
    },
    async (request) => ({
      success: true as const,
      message: JOB_MESSAGES.quoteSubmitted,
      data: await jobs.quote(subjectId(request), request.params.id, request.body.estimatedPrice),
    }),
  );

  app.post(
    '/service-requests/repairer/:id/pending',
    {
      ...repairer,
      schema: {
        summary: 'Sends the customer the completion code by SMS (again, after the cool-down)',
        tags,
        params: ZIdParams,
        response: { 200: ZJobResponse },
      },
      config: {
        errors: [
          'JOB_NOT_FOUND',
          'INVALID_STATUS_TRANSITION',
          'OTP_RESEND_TOO_SOON',
          'FAILED_SEND_OTP',
        ],
      },
    },
    async (request) => ({
      success: true as const,
      message: JOB_MESSAGES.otpSent,
      data: await jobs.sendCompletionCode(subjectId(request), request.params.id),
    }),
  );

  app.post(
    '/repairer/conversations/create',
    {
      ...repairer,
      schema: {
        summary: "The conversation of one of the repairer's jobs",
        tags,
        body: ZCreateConversationRequest,
        response: { 200: ZConversationIdResponse },
      },
      config: { errors: ['JOB_NOT_FOUND'] },
    },
    async (request) => ({
      success: true as const,
      conversationId: await jobs.conversationFor(subjectId(request), request.body.serviceRequestId),
    }),
  );
};
