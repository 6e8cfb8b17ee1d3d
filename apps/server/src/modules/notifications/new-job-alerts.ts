import { NOTIFICATION_TEMPLATES, renderText, titleParams } from '@gharseva/domain';
import { searchCategoriesFor } from '@gharseva/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, repairers, serviceRequests } from '../../db/schema/index.ts';
import type { SmsKind } from '../../providers/sms/sms.ts';
import type { JobQueue, QueueDefinition } from '../../queue/queue.ts';
import { findRepairersCovering } from '../search/index.ts';
import { notificationIn, titleIn } from './locale-names.ts';
import { insertNotifications } from './notifications.repo.ts';
import { smsText } from './sms-texts.ts';

/** At most this many nearest repairers hear of one open job. */
const ALERT_FAN_OUT = 50;

export const NEW_JOB_ALERTS_JOB = 'new-job-alerts';
export const SMS_JOB = 'sms';

interface SmsJob {
  to: string;
  kind: SmsKind;
  body: string;
}

/**
 * Tells repairers of a new job (DESIGN.md section 10): the targeted repairer,
 * or the online repairers of its category whose radius covers it. Those who
 * turned SMS alerts on (and are online) get an SMS too. Offline repairers get
 * nothing. A job sent in the request's own transaction does it, so a failure
 * never fails the customer's request and no request is left untold.
 */
export function createNewJobAlerts(
  { database, sms, config }: Pick<AppDeps, 'database' | 'sms' | 'config'>,
  queue: JobQueue,
) {
  const { db } = database;
  /** Repairers the platform has not verified hear of no job (DESIGN.md section 12). */
  const verifiedOnly = config.REPAIRER_VERIFICATION === 'required';

  /** Alerts for one new request, once: a second run finds the first run's notifications. */
  async function alertFor(serviceRequestId: string, log: FastifyBaseLogger): Promise<number> {
    return db.transaction(async (tx) => {
      // One run at a time per request: a second waits here, then finds the notifications.
      const [job] = await tx
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, serviceRequestId))
        .for('update');
      if (!job) return 0;
      const [already] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.serviceRequestId, job.id),
            eq(notifications.type, 'new_job_request'),
          ),
        )
        .limit(1);
      if (already) return 0;
      const ids = job.targeted
        ? job.repairerId
          ? [job.repairerId]
          : []
        : (
            await findRepairersCovering(
              tx,
              job,
              searchCategoriesFor(job.serviceType, job.category ?? undefined),
              ALERT_FAN_OUT,
              { onlineOnly: true, verifiedOnly },
            )
          ).map((r) => r.id);
      if (ids.length === 0) return 0;
      const found = await tx
        .select({
          id: repairers.id,
          phone: repairers.phone,
          isOnline: repairers.isOnline,
          sms: repairers.smsNotifications,
          language: repairers.language,
        })
        .from(repairers)
        .where(
          and(
            inArray(repairers.id, ids),
            verifiedOnly ? eq(repairers.verificationStatus, 'verified') : undefined,
          ),
        );
      const told = found.filter((r) => r.isOnline || job.targeted);
      const place = [job.city, job.pincode].filter(Boolean).join(' ');
      const template = job.targeted ? ('newJobForYou' as const) : ('newJobNear' as const);
      const params = { ...titleParams(job), place };
      const message = renderText(NOTIFICATION_TEMPLATES, template, params);
      await insertNotifications(
        tx,
        queue,
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
      for (const r of told.filter((t) => t.sms && t.isOnline)) {
        const text: SmsJob = {
          to: r.phone,
          kind: 'alert',
          body: smsText(r.language, 'newJob', {
            message: notificationIn(r.language, template, {
              ...params,
              title: titleIn(r.language, job),
            }),
          }),
        };
        await queue.send(SMS_JOB, text, { tx });
      }
      log.info({ serviceRequestId: job.id, told: told.length }, 'repairers told of a new job');
      return told.length;
    });
  }

  return {
    /** Queues the alerts of a new request inside the transaction that creates it. */
    queue: (tx: DbOrTx, serviceRequestId: string) =>
      queue.send(NEW_JOB_ALERTS_JOB, { serviceRequestId }, { tx }),
    alertFor,
    /** Sends one queued SMS (a failure is retried by the queue). */
    sendSms: (text: SmsJob) => sms.send(text),
  };
}

export type NewJobAlerts = ReturnType<typeof createNewJobAlerts>;

/** The alert jobs: the fan-out of one request, and each SMS it sends, retried on failure. */
export function newJobAlertJobs(alerts: NewJobAlerts): Record<string, QueueDefinition<never>> {
  return {
    [NEW_JOB_ALERTS_JOB]: {
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireInSeconds: 120,
      handler: async (data: { serviceRequestId: string }, job) => {
        await alerts.alertFor(data.serviceRequestId, job.log);
      },
    },
    [SMS_JOB]: {
      retryLimit: 4,
      retryDelaySeconds: 15,
      expireInSeconds: 60,
      batchSize: 10,
      handler: async (data: SmsJob) => {
        await alerts.sendSms(data);
      },
    },
  } as Record<string, QueueDefinition<never>>;
}
