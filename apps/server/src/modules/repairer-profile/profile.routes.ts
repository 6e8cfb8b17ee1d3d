import {
  JOB_MESSAGES,
  ZAvailabilityRequest,
  ZAvailabilityResponse,
  ZRepairerProfileResponse,
  ZRepairerProfileUpdateRequest,
  ZRepairerProfileUpdateResponse,
  ZRepairerSettingsRequest,
  ZRepairerSettingsResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';

/** GET and PUT /repairer/profile, PUT /repairer/settings and the online toggle. */
export const repairerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repairerProfile: profiles } = app.services;
  const repairer = { preHandler: requireRole('repairer') };
  const tags = ['Repairer profile'];

  app.get(
    '/repairer/profile',
    {
      ...repairer,
      schema: {
        summary: "The repairer's profile, with the district and state of its pincode",
        tags,
        response: { 200: ZRepairerProfileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profiles.profile(subjectId(request)),
    }),
  );

  app.put(
    '/repairer/profile',
    {
      ...repairer,
      schema: {
        summary: "Saves the repairer's name, pincode, bio, experience, services and UPI id",
        tags,
        body: ZRepairerProfileUpdateRequest,
        response: { 200: ZRepairerProfileUpdateResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: JOB_MESSAGES.profileSaved,
      data: await profiles.update(subjectId(request), request.body),
    }),
  );

  app.put(
    '/repairer/settings',
    {
      ...repairer,
      schema: {
        summary: "Saves the repairer's notification preferences and service radius",
        tags,
        body: ZRepairerSettingsRequest,
        response: { 200: ZRepairerSettingsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: JOB_MESSAGES.settingsSaved,
      preferences: await profiles.settings(subjectId(request), request.body),
    }),
  );

  app.put(
    '/repairer/availability',
    {
      ...repairer,
      schema: {
        summary: 'Switches the repairer online or offline',
        tags,
        body: ZAvailabilityRequest,
        response: { 200: ZAvailabilityResponse },
      },
    },
    async (request) => ({
      success: true as const,
      isOnline: await profiles.setOnline(subjectId(request), request.body.isOnline),
    }),
  );
};
