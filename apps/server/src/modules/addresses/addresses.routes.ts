import {
  ADDRESS_MESSAGES,
  ZCreateSavedAddressRequest,
  ZIdParams,
  ZMessageResponse,
  ZSavedAddressesResponse,
  ZSavedAddressResponse,
  ZUpdateSavedAddressRequest,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** The customer's saved addresses (issue 24): /api/user/addresses. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const user = { preHandler: requireRole('user') };
  const tags = ['Saved addresses'];

  app.get(
    '/user/addresses',
    {
      ...user,
      schema: {
        summary: "The customer's saved addresses, the default first, then the newest",
        tags,
        response: { 200: ZSavedAddressesResponse },
      },
    },
    async (request) => ({ success: true as const, data: await addresses.list(subjectId(request)) }),
  );

  app.post(
    '/user/addresses',
    {
      ...user,
      schema: {
        summary: 'Saves an address (at most 10; the first becomes the default)',
        tags,
        body: ZCreateSavedAddressRequest,
        response: { 201: ZSavedAddressResponse },
      },
      config: { errors: ['ADDRESS_LIMIT_REACHED', 'ADDRESS_LABEL_TAKEN'] },
    },
    async (request, reply) => {
      const data = await addresses.create(subjectId(request), request.body);
      reply.status(201);
      return { success: true as const, message: ADDRESS_MESSAGES.saved, data };
    },
  );

  app.put(
    '/user/addresses/:id',
    {
      ...user,
      schema: {
        summary: 'Renames or moves a saved address, or makes it the default (isDefault: true)',
        tags,
        params: ZIdParams,
        body: ZUpdateSavedAddressRequest,
        response: { 200: ZSavedAddressResponse },
      },
      config: { errors: ['NOT_FOUND', 'ADDRESS_LABEL_TAKEN'] },
    },
    async (request) => {
      const data = await addresses.update(subjectId(request), request.params.id, request.body);
      return { success: true as const, message: ADDRESS_MESSAGES.updated, data };
    },
  );

  app.delete(
    '/user/addresses/:id',
    {
      ...user,
      schema: {
        summary: 'Deletes a saved address; the newest left becomes the default if it was',
        tags,
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request) => {
      await addresses.remove(subjectId(request), request.params.id);
      return { success: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
};
