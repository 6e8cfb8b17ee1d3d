import type { Database } from '../../db/client.ts';
import type { QueueDefinition, JobQueue } from '../../queue/queue.ts';
import { DELIVER_NOTIFICATION_JOB, type DeliverNotificationJob } from './notifications.repo.ts';

/**
 * A way a notification reaches a person outside the app (email, web push): the queue job that
 * delivers one notification by it. Each channel's job is retried on its own, so a mail server
 * that is down never sends a push twice.
 */
export interface NotificationChannel {
  /** The channel's queue job; its data is `{ notificationId }`. */
  job: string;
  definition: QueueDefinition<DeliverNotificationJob>;
}

/**
 * The delivery of each stored notification (issue 24): the job `insertNotifications` sends
 * fans out into one job per channel, all sent in one transaction, so a retried fan-out never
 * sends a channel's job twice.
 */
export function notificationDeliveryJobs(
  database: Database,
  queue: JobQueue,
  channels: readonly NotificationChannel[],
): Record<string, QueueDefinition<never>> {
  const jobs: Record<string, QueueDefinition<DeliverNotificationJob>> = {
    [DELIVER_NOTIFICATION_JOB]: {
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      batchSize: 10,
      handler: async ({ notificationId }) => {
        if (channels.length === 0) return;
        await database.db.transaction(async (tx) => {
          for (const channel of channels) await queue.send(channel.job, { notificationId }, { tx });
        });
      },
    },
  };
  for (const channel of channels) jobs[channel.job] = channel.definition;
  return jobs as Record<string, QueueDefinition<never>>;
}
