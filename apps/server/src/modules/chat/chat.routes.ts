import {
  ZConversationIdResponse,
  ZConversationsResponse,
  ZIdParams,
  ZMarkConversationReadResponse,
  ZMessagesQuery,
  ZMessagesResponse,
} from '@gharseva/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { Participant } from './chat.service.ts';

/** The chat's HTTP side for users and repairers: lists, history, read marks (issue 6). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const tags = ['Chat'];
  for (const role of ['user', 'repairer'] as const) {
    const me = (request: FastifyRequest): Participant => ({ role, id: subjectId(request) });
    const guard = { preHandler: requireRole(role) };

    // SPEC.md section 7: an array of conversations.
    app.get(
      `/${role}/conversations`,
      {
        ...guard,
        schema: {
          summary: `The ${role}'s conversations, latest first, with unread counts`,
          tags,
          response: { 200: ZConversationsResponse },
        },
      },
      async (request) => chat.list(me(request)),
    );

    app.get(
      `/${role}/conversations/by-service/:serviceId`,
      {
        ...guard,
        schema: {
          summary: `The conversation of one of the ${role}'s jobs`,
          tags,
          params: z.object({ serviceId: ZIdParams.shape.id }),
          response: { 200: ZConversationIdResponse },
        },
        config: { errors: ['NOT_FOUND'] },
      },
      async (request) => ({
        success: true as const,
        conversationId: await chat.idForJob(me(request), request.params.serviceId),
      }),
    );

    app.get(
      `/${role}/conversations/:id/messages`,
      {
        ...guard,
        schema: {
          summary:
            'A page of a conversation: the latest messages, those before one, or those after one',
          tags,
          params: ZIdParams,
          querystring: ZMessagesQuery,
          response: { 200: ZMessagesResponse },
        },
        config: { errors: ['NOT_FOUND'] },
      },
      async (request) => {
        const { before, after } = request.query;
        const page = after
          ? await chat.since(me(request), request.params.id, after)
          : await chat.history(me(request), request.params.id, before);
        return { success: true as const, data: page.messages, hasMore: page.hasMore };
      },
    );

    app.put(
      `/${role}/conversations/:id/read`,
      {
        ...guard,
        schema: {
          summary: `Marks a conversation's messages to the ${role} read`,
          tags,
          params: ZIdParams,
          response: { 200: ZMarkConversationReadResponse },
        },
        config: { errors: ['NOT_FOUND'] },
      },
      async (request) => {
        await chat.markRead(me(request), request.params.id);
        return { success: true as const };
      },
    );
  }
};
