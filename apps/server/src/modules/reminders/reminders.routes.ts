import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The test-only control's body: the moment to scan as at, ISO 8601; the app's clock without. */
const ZReminderScanRequest = z.object({ at: z.iso.datetime({ offset: true }).optional() });
/** The reminders the scan sent (not those other scans or earlier runs had sent). */
const ZReminderScanResponse = z.object({
  success: z.literal(true),
  sent: z.array(
    z.object({
      serviceRequestId: z.string(),
      kind: z.enum(['evening', 'soon']),
      slot: z.string(),
    }),
  ),
});

/**
 * The reminders' routes: only a test control, registered only when NODE_ENV=test and
 * TEST_CONTROLS=true (config refuses the flag in production; decision 057). It runs a scan as
 * at a given moment, so the browser tests see a reminder arrive without waiting for 19:00.
 */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  if (config.NODE_ENV !== 'test' || !config.TEST_CONTROLS) return;
  const { reminders } = app.services;

  app.post(
    '/test/reminders/scan',
    {
      schema: {
        summary: 'Test only: sends the visit reminders due at `at` (default: now)',
        tags: ['Test controls'],
        body: ZReminderScanRequest,
        response: { 200: ZReminderScanResponse },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : undefined;
      return { success: true as const, sent: await reminders.scan(at) };
    },
  );
};
