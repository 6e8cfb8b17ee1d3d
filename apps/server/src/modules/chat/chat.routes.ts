import { ZIdParam, ZMessagesQuery } from '@gharseva/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { Participant } from './chat.service.ts';

/** The chat's HTTP side for users and repairers: lists, history, read marks (issue 6). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  for (const role of ['user', 'repairer'] as const) {
    const me = (request: FastifyRequest): Participant => ({ role, id: subjectId(request) });
    const guard = { preHandler: requireRole(role) };

    // SPEC.md section 7: an array of conversations.
    app.get(`/${role}/conversations`, guard, async (request) => chat.list(me(request)));

    app.get(
      `/${role}/conversations/by-service/:serviceId`,
      { ...guard, schema: { params: z.object({ serviceId: ZIdParam.shape.id }) } },
      async (request) => ({
        success: true,
        conversationId: await chat.idForJob(me(request), request.params.serviceId),
      }),
    );

    app.get(
      `/${role}/conversations/:id/messages`,
      { ...guard, schema: { params: ZIdParam, querystring: ZMessagesQuery } },
      async (request) => {
        const page = await chat.history(me(request), request.params.id, request.query.before);
        return { success: true, data: page.messages, hasMore: page.hasMore };
      },
    );

    app.put(
      `/${role}/conversations/:id/read`,
      { ...guard, schema: { params: ZIdParam } },
      async (request) => {
        await chat.markRead(me(request), request.params.id);
        return { success: true };
      },
    );
  }
};
