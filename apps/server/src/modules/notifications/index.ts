export { notificationsRoutes } from './notifications.routes.ts';
export { createNotificationsService, type NotificationsService } from './notifications.service.ts';
/** Notifies an account inside the caller's transaction (pushed once it commits). */
export { notify } from './notify.ts';
export { hasUnread, type Recipient } from './notifications.repo.ts';
export { createNewJobAlerts, newJobAlertJobs, type NewJobAlerts } from './new-job-alerts.ts';
export { smsText } from './sms-texts.ts';
export { titleIn } from './locale-names.ts';
/** A notification and its SMS (by the queue), in the caller's transaction. */
export { tell } from './tell.ts';
