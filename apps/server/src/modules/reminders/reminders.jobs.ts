import type { QueueDefinition } from '../../queue/queue.ts';
import {
  REMINDER_SCAN_JOB,
  type ReminderScanJob,
  type RemindersService,
} from './reminders.service.ts';

/**
 * The reminder scan, each minute (one process sends the cron job, one worker runs it). A run
 * that fails is not retried: the next minute's scan sends what it left, and the delivery rows
 * keep what it sent from going twice.
 */
export function reminderJobs(
  reminders: RemindersService,
): Record<string, QueueDefinition<ReminderScanJob>> {
  return {
    [REMINDER_SCAN_JOB]: {
      cron: '* * * * *',
      retryLimit: 0,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
      handler: async (data, job) => {
        const at = data.at === undefined ? undefined : new Date(data.at);
        if (at && Number.isNaN(at.getTime())) throw new Error(`bad scan moment: ${data.at}`);
        const sent = await reminders.scan(at);
        if (sent.length > 0) job.log.info({ sent: sent.length }, 'visit reminders sent');
      },
    },
  };
}
