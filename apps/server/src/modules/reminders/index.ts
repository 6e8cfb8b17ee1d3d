export { remindersRoutes } from './reminders.routes.ts';
export {
  createRemindersService,
  REMINDER_SCAN_JOB,
  type ReminderScanJob,
  type RemindersService,
  type SentReminder,
} from './reminders.service.ts';
/** The scan each minute that sends the visit reminders due (the queue's cron). */
export { reminderJobs } from './reminders.jobs.ts';
