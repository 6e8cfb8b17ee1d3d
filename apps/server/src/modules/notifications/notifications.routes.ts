import {
  AppError,
  ZIdParams,
  ZMarkNotificationReadResponse,
  ZNotificationsResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { Recipient } from './notifications.service.ts';

/** GET /{role}/notifications and PUT /{role}/notifications/read/{id}, for users and repairers. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  for (const role of ['user', 'repairer'] as const) {
    const recipientOf = (request: FastifyRequest): Recipient => ({ role, id: subjectId(request) });
    const guard = { preHandler: requireRole(role) };

    const tags = ['Notifications'];

    app.get(
      `/${role}/notifications`,
      {
        ...guard,
        schema: {
          summary: `The ${role}'s notifications, newest first, with the unread count`,
          tags,
          response: { 200: ZNotificationsResponse },
        },
      },
      async (request) => {
        const recipient = recipientOf(request);
        const { notifications: list, unreadCount } = await notifications.list(recipient);
        return {
          success: true as const,
          message: list.length === 0 ? 'No new notifications.' : 'Notifications loaded.',
          notifications: list,
          unreadCount,
        };
      },
    );

    app.put(
      `/${role}/notifications/read/:id`,
      {
        ...guard,
        schema: {
          summary: `Marks one of the ${role}'s notifications read`,
          tags,
          params: ZIdParams,
          response: { 200: ZMarkNotificationReadResponse },
        },
        config: { errors: ['NOT_FOUND'] },
      },
      async (request) => {
        if (!(await notifications.markRead(recipientOf(request), request.params.id))) {
          throw new AppError('NOT_FOUND', 'Notification not found.');
        }
        return { success: true as const };
      },
    );
  }
};
