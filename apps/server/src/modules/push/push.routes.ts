import {
  PUSH_MESSAGES,
  ZPushPublicKeyResponse,
  ZPushSubscribeRequest,
  ZPushSubscriptionResponse,
  ZPushUnsubscribeRequest,
} from '@gharseva/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { Recipient } from '../notifications/index.ts';

/** The signed-in customer or repairer. */
function owner(request: FastifyRequest): Recipient {
  return { role: request.auth!.role as Recipient['role'], id: subjectId(request) };
}

/** Web push subscriptions of this browser (issue 24, decision 056). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.services;
  const signedIn = requireRole('user', 'repairer');

  app.get(
    '/push/public-key',
    {
      preHandler: signedIn,
      schema: {
        summary: 'The VAPID public key a browser subscribes to pushes with',
        tags: ['Push'],
        response: { 200: ZPushPublicKeyResponse },
      },
    },
    async () => ({ success: true as const, publicKey: push.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        summary: "Keeps this browser's push subscription for the signed-in account",
        tags: ['Push'],
        body: ZPushSubscribeRequest,
        response: { 200: ZPushSubscriptionResponse },
      },
    },
    async (request) => {
      await push.subscribe(owner(request), request.body);
      return { success: true as const, message: PUSH_MESSAGES.subscribed };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        summary: "Forgets one of the signed-in account's push subscriptions",
        tags: ['Push'],
        body: ZPushUnsubscribeRequest,
        response: { 200: ZPushSubscriptionResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request) => {
      await push.unsubscribe(owner(request), request.body.endpoint);
      return { success: true as const, message: PUSH_MESSAGES.unsubscribed };
    },
  );
};
