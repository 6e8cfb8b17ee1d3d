import { NOTIFICATION_TEMPLATES, renderText, titleParams } from '@gharseva/domain';
import { searchCategoriesFor } from '@gharseva/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repairers, type serviceRequests } from '../../db/schema/index.ts';
import { findRepairersCovering } from '../search/index.ts';
import { notificationIn, titleIn } from './locale-names.ts';
import { insertNotifications } from './notifications.repo.ts';
import { smsText } from './sms-texts.ts';

/** At most this many nearest repairers hear of one open job. */
const ALERT_FAN_OUT = 50;

/**
 * Tells repairers of a new job (DESIGN.md section 10): the targeted repairer,
 * or the online repairers of its category whose radius covers it. Those who
 * turned SMS alerts on (and are online) get an SMS too. Offline repairers get
 * nothing. A failure here never fails the customer's request; it is logged.
 */
export async function alertRepairersOfNewJob(
  { database, sms }: Pick<AppDeps, 'database' | 'sms'>,
  job: typeof serviceRequests.$inferSelect,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = database;
  try {
    const ids = job.targeted
      ? job.repairerId
        ? [job.repairerId]
        : []
      : (
          await findRepairersCovering(
            db,
            job,
            searchCategoriesFor(job.serviceType, job.category ?? undefined),
            ALERT_FAN_OUT,
            { onlineOnly: true },
          )
        ).map((r) => r.id);
    if (ids.length === 0) return;
    const found = await db
      .select({
        id: repairers.id,
        phone: repairers.phone,
        isOnline: repairers.isOnline,
        sms: repairers.smsNotifications,
        language: repairers.language,
      })
      .from(repairers)
      .where(inArray(repairers.id, ids));
    const told = found.filter((r) => r.isOnline || job.targeted);
    const place = [job.city, job.pincode].filter(Boolean).join(' ');
    const template = job.targeted ? ('newJobForYou' as const) : ('newJobNear' as const);
    const params = { ...titleParams(job), place };
    const message = renderText(NOTIFICATION_TEMPLATES, template, params);
    await insertNotifications(
      db,
      told.map((r) => ({
        recipientRole: 'repairer' as const,
        recipientId: r.id,
        type: 'new_job_request' as const,
        message,
        template,
        params,
        serviceRequestId: job.id,
      })),
    );
    const texted = told.filter((r) => r.sms && r.isOnline);
    const results = await Promise.allSettled(
      texted.map((r) =>
        sms.send({
          to: r.phone,
          kind: 'alert',
          body: smsText(r.language, 'newJob', {
            message: notificationIn(r.language, template, {
              ...params,
              title: titleIn(r.language, job),
            }),
          }),
        }),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) log.warn({ jobId: job.id, failed }, 'new-job SMS alerts failed');
  } catch (error) {
    log.error({ err: error, jobId: job.id }, 'new-job alerts failed');
  }
}
