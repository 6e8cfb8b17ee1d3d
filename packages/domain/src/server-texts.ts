import { formatPaise } from './format.ts';

/**
 * Texts the server writes for people (notifications, recent activity), kept as a template key
 * and its parameters beside the English, so every client shows them in its own language: the
 * web app has the same keys in `notifications:templates` and `dashboard:activity.templates`
 * (a unit test keeps the English equal). `{{amount}}` is made from an `amountPaise` parameter;
 * `_one`/`_other` variants follow `count`.
 */
export const NOTIFICATION_TEMPLATES = {
  jobAccepted: '{{name}} accepted your request "{{title}}". A quote will follow.',
  jobInProgress: 'Work has started on "{{title}}".',
  quoteProvided: 'You have a quote of {{amount}} for "{{title}}".',
  completionCodeSent:
    'Your repairer marked "{{title}}" as done. Enter the completion code sent to your phone.',
  serviceCompleted: 'Your service "{{title}}" is complete. Thank you for choosing GharSeva!',
  ratingReceived_one: '{{name}} rated your {{serviceType}} service {{count}} star.',
  ratingReceived_other: '{{name}} rated your {{serviceType}} service {{count}} stars.',
  newMessage: 'New message from {{name}} about "{{title}}": {{text}}',
  jobCancelled: 'The customer cancelled the request "{{title}}".',
  quoteAccepted: 'Your quote of {{amount}} for "{{title}}" was accepted.',
  quoteRejected: 'The customer rejected your quote for "{{title}}".',
  jobConfirmed: 'The customer confirmed "{{title}}" as completed.',
  paymentReceived:
    'Payment of {{amount}} received for "{{title}}". It is on its way to your UPI ID.',
  newJobForYou: 'New request for you: "{{title}}" in {{place}}.',
  newJobNear: 'New job near you: "{{title}}" in {{place}}.',
  verificationApproved: 'Your account is verified. You can now get job alerts and accept jobs.',
  verificationRejected: 'Your account was not approved. Reason: {{reason}}',
  verificationSuspended:
    'Your account is suspended and your open jobs went back to other repairers. Reason: {{reason}}',
  verificationReinstated: 'Your account is active again. Reason: {{reason}}',
  jobReturnedToBoard:
    'Your repairer can no longer do "{{title}}". The request is open again for other repairers near you.',
  issueReported:
    'The customer reported a problem with "{{title}}". You can answer in the job\'s chat.',
  issueRefundCustomer:
    'Your problem report on "{{title}}" was decided: a refund of {{amount}} is on its way.',
  issueRefundRepairer:
    'The problem report on "{{title}}" was decided with a refund of {{amount}} to the customer.',
  issueRedoCustomer:
    'Your problem report on "{{title}}" was decided: the repairer will come back to redo the work.',
  issueRedoRepairer:
    'The problem report on "{{title}}" was decided: please go back and redo the work.',
  issueRejectedCustomer:
    'Your problem report on "{{title}}" was reviewed and closed without a refund.',
  issueRejectedRepairer: 'The problem report on "{{title}}" was closed without a refund.',
  refundProcessed: 'Your refund of {{amount}} for "{{title}}" has been processed.',
  visitReminderEvening:
    'The visit for "{{title}}" is tomorrow, {{date}}, between {{from}} and {{to}}.',
  visitReminderSoon:
    'The visit for "{{title}}" starts within the hour, between {{from}} and {{to}} today.',
  rescheduleProposed:
    'The customer asks to move "{{title}}" to {{date}}, {{slot}}. Please accept or decline.',
  rescheduleWithdrawn:
    'The customer withdrew the new date for "{{title}}". The visit stays as it was.',
  rescheduleAccepted: 'Your repairer accepted the new date for "{{title}}": {{date}}, {{slot}}.',
  rescheduleDeclined:
    'Your repairer declined the new date for "{{title}}". The visit stays as it was; you may cancel free of charge.',
  visitMoved: 'The customer moved "{{title}}" to {{date}}, {{slot}}.',
  paymentCaptured: 'We received your payment of {{amount}} for "{{title}}". Your receipt is ready.',
} as const;

export const USER_ACTIVITY_TEMPLATES = {
  accountCreated: 'Welcome to GharSeva! Your account was created.',
  passwordChanged: 'Your account password was changed.',
  reviewed_one: 'You rated {{title}} {{count}} star.',
  reviewed_other: 'You rated {{title}} {{count}} stars.',
  requested: 'You requested {{title}}.',
  pending_quote: 'A repairer accepted your request: {{title}}.',
  quoted: 'You received a quote for {{title}}.',
  accepted: 'You accepted the quote for {{title}}.',
  rejected: 'You rejected the quote for {{title}}.',
  in_progress: 'Work is in progress on {{title}}.',
  pending_otp: 'Your completion code for {{title}} was sent.',
  pending_payment: 'You confirmed {{title}} as completed.',
  customer_paid: 'You paid for {{title}}.',
  completed: '{{title}} is completed.',
  cancelled: 'You cancelled {{title}}.',
  closed_rejected: 'You paid the rejection fee for {{title}}.',
} as const;

export const REPAIRER_ACTIVITY_TEMPLATES = {
  requested: 'New request for you: {{title}}.',
  pending_quote: 'You accepted {{title}}.',
  quoted: 'You sent a quote for {{title}}.',
  quotedAmount: 'You sent a quote for {{title}} ({{amount}}).',
  accepted: 'Your quote for {{title}} was accepted.',
  acceptedAmount: 'Your quote for {{title}} was accepted ({{amount}}).',
  rejected: 'Your quote for {{title}} was rejected.',
  cancelled: 'The customer cancelled {{title}}.',
  pending_payment: 'The customer confirmed {{title}} as completed.',
  pending_paymentAmount: 'The customer confirmed {{title}} as completed ({{amount}}).',
  customer_paid: 'Payment received for {{title}}.',
  customer_paidAmount: 'Payment received for {{title}} ({{amount}}).',
} as const;

export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATES extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;
export type UserActivityTemplate = keyof typeof USER_ACTIVITY_TEMPLATES extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;
export type RepairerActivityTemplate = keyof typeof REPAIRER_ACTIVITY_TEMPLATES;

/** A server text's parameters: names, titles, counts, and money as `amountPaise`. */
export type TextParams = Record<string, string | number>;

/** The English of a template: `{{x}}` filled in, money formatted, `_one`/`_other` by count. */
export function renderText(
  templates: Readonly<Record<string, string>>,
  key: string,
  params: TextParams = {},
): string {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const template =
    templates[key] ??
    (count === undefined ? undefined : templates[`${key}_${count === 1 ? 'one' : 'other'}`]) ??
    key;
  const values: TextParams = { ...params };
  if (typeof params.amountPaise === 'number') values.amount = formatPaise(params.amountPaise);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
