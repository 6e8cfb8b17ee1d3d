export { emailRoutes } from './email.routes.ts';
export { createEmailService, type EmailService } from './email.service.ts';
/** Notifications by email: the channel registered in `services.ts`. */
export { createEmailChannel, DELIVER_EMAIL_JOB } from './email-channel.ts';
