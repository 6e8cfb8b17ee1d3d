import {
  JOB_MESSAGES,
  ZAvailability,
  ZRepairerProfileUpdate,
  ZRepairerSettings,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET and PUT /repairer/profile, PUT /repairer/settings and the online toggle. */
export const repairerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repairerProfile: profiles } = app.services;
  const repairer = { preHandler: requireRole('repairer') };

  app.get('/repairer/profile', repairer, async (request) => ({
    success: true,
    data: await profiles.profile(subjectId(request)),
  }));

  app.put(
    '/repairer/profile',
    { ...repairer, schema: { body: ZRepairerProfileUpdate } },
    async (request) => ({
      success: true,
      message: JOB_MESSAGES.profileSaved,
      data: await profiles.update(subjectId(request), request.body),
    }),
  );

  app.put(
    '/repairer/settings',
    { ...repairer, schema: { body: ZRepairerSettings } },
    async (request) => ({
      success: true,
      message: JOB_MESSAGES.settingsSaved,
      preferences: await profiles.settings(subjectId(request), request.body),
    }),
  );

  app.put(
    '/repairer/availability',
    { ...repairer, schema: { body: ZAvailability } },
    async (request) => ({
      success: true,
      isOnline: await profiles.setOnline(subjectId(request), request.body.isOnline),
    }),
  );
};
