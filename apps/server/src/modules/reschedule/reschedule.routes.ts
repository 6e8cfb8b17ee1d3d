import {
  ZIdParams,
  ZRescheduleDecisionRequest,
  ZRescheduleDecisionResponse,
  ZRescheduleRequest,
  ZRescheduleResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** Moving a visit (issue 24): the customer's proposal and withdrawal, the repairer's answer. */
export const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reschedule, requests, jobs } = app.services;
  const user = { preHandler: requireRole('user') };
  const repairer = { preHandler: requireRole('repairer') };
  const tags = ['Reschedule'];

  app.post(
    '/user/service-requests/:id/reschedule',
    {
      ...user,
      schema: {
        summary:
          'Proposes a new visit date and slot until work starts; applied at once while no repairer holds the job',
        tags,
        params: ZIdParams,
        body: ZRescheduleRequest,
        response: { 200: ZRescheduleResponse },
      },
      config: { errors: ['NOT_FOUND', 'INVALID_STATUS_TRANSITION', 'RESCHEDULE_PENDING'] },
    },
    async (request) => {
      const userId = subjectId(request);
      const { message } = await reschedule.propose(userId, request.params.id, request.body);
      return {
        success: true as const,
        message,
        data: await requests.get(userId, request.params.id),
      };
    },
  );

  app.delete(
    '/user/service-requests/:id/reschedule',
    {
      ...user,
      schema: {
        summary: 'Withdraws the new date the repairer has not answered yet',
        tags,
        params: ZIdParams,
        response: { 200: ZRescheduleResponse },
      },
      config: { errors: ['NOT_FOUND', 'RESCHEDULE_NOT_PENDING'] },
    },
    async (request) => {
      const userId = subjectId(request);
      const { message } = await reschedule.withdraw(userId, request.params.id);
      return {
        success: true as const,
        message,
        data: await requests.get(userId, request.params.id),
      };
    },
  );

  app.put(
    '/repairer/jobs/:id/reschedule',
    {
      ...repairer,
      schema: {
        summary: "Accepts or declines the customer's new visit date",
        tags,
        params: ZIdParams,
        body: ZRescheduleDecisionRequest,
        response: { 200: ZRescheduleDecisionResponse },
      },
      config: { errors: ['JOB_NOT_FOUND', 'INVALID_STATUS_TRANSITION', 'RESCHEDULE_NOT_PENDING'] },
    },
    async (request) => {
      const repairerId = subjectId(request);
      const { message } = await reschedule.decide(
        repairerId,
        request.params.id,
        request.body.decision,
      );
      return {
        success: true as const,
        message,
        data: await jobs.get(repairerId, request.params.id),
      };
    },
  );
};
