export { notificationsRoutes } from './notifications.routes.ts';
export { createNotificationsService, type NotificationsService } from './notifications.service.ts';
/** Notifies an account inside the caller's transaction (pushed once it commits). */
export { notify } from './notify.ts';
export { hasUnread, type Recipient } from './notifications.repo.ts';
export { createNewJobAlerts, newJobAlertJobs, type NewJobAlerts } from './new-job-alerts.ts';
/** The queue's SMS job: other modules queue an SMS in their own transaction with it. */
export { SMS_JOB } from './new-job-alerts.ts';
export { smsText } from './sms-texts.ts';
export { notificationIn, titleIn } from './locale-names.ts';
/** A notification and its SMS (by the queue), in the caller's transaction. */
export { tell } from './tell.ts';
/** Delivery of each notification by email and web push, one queue job per channel. */
export { notificationDeliveryJobs, type NotificationChannel } from './delivery.ts';
export {
  DELIVER_NOTIFICATION_JOB,
  findNotification,
  type DeliverNotificationJob,
  type NotificationRow,
} from './notifications.repo.ts';
