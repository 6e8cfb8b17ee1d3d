import {
  ZEmailAddressRequest,
  ZEmailCodeRequest,
  ZEmailLinkRequest,
  ZEmailLinkResponse,
  ZEmailStatusResponse,
  ZEmailUpdateResponse,
  ZUserSettingsRequest,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/**
 * Email addresses and their switch (issue 24): each of the customer and the repairer reads,
 * sets and confirms their own (`/user/email`, `/repairer/email`); the mailed link's page
 * confirms by its token (`/email/confirm-link`); the customer's switch is `/user/settings`
 * (the repairer's stays in `/repairer/settings`).
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { email } = app.services;
  const tags = ['Email'];

  for (const role of ['user', 'repairer'] as const) {
    const guard = { preHandler: requireRole(role) };
    const account = (request: Parameters<typeof subjectId>[0]) => ({
      role,
      id: subjectId(request),
    });

    app.get(
      `/${role}/email`,
      {
        ...guard,
        schema: {
          summary: 'The confirmed email address, one waiting for its code, and the email switch',
          tags,
          response: { 200: ZEmailStatusResponse },
        },
      },
      async (request) => ({ success: true as const, data: await email.status(account(request)) }),
    );

    app.put(
      `/${role}/email`,
      {
        ...guard,
        schema: {
          summary: 'Mails a 6-digit code and a link that confirm the address (30 minutes)',
          tags,
          body: ZEmailAddressRequest,
          response: { 200: ZEmailUpdateResponse },
        },
        config: { errors: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE'] },
      },
      async (request) => ({
        success: true as const,
        ...(await email.request(
          account(request),
          request.body.email,
          `${request.protocol}://${request.host}`,
        )),
      }),
    );

    app.post(
      `/${role}/email/confirm`,
      {
        ...guard,
        schema: {
          summary: 'Confirms the waiting address with its code (5 tries)',
          tags,
          body: ZEmailCodeRequest,
          response: { 200: ZEmailUpdateResponse },
        },
        config: { errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'] },
      },
      async (request) => ({
        success: true as const,
        ...(await email.confirmCode(account(request), request.body.code)),
      }),
    );
  }

  app.put(
    '/user/settings',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: "Saves the customer's email notifications switch",
        tags,
        body: ZUserSettingsRequest,
        response: { 200: ZEmailUpdateResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await email.setSwitch(
        { role: 'user', id: subjectId(request) },
        request.body.emailNotifications,
      )),
    }),
  );

  app.post(
    '/email/confirm-link',
    {
      schema: {
        summary: "Confirms the address of a mailed link's token (sent by the link's page)",
        tags,
        body: ZEmailLinkRequest,
        response: { 200: ZEmailLinkResponse },
      },
      config: { errors: ['OTP_EXPIRED'] },
    },
    async (request) => ({
      success: true as const,
      ...(await email.confirmLink(request.body.token)),
    }),
  );
};
