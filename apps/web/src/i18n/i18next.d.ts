import type admin from './locales/en/admin.json';
import type addresses from './locales/en/addresses.json';
import type auth from './locales/en/auth.json';
import type booking from './locales/en/booking.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type disputes from './locales/en/disputes.json';
import type email from './locales/en/email.json';
import type errors from './locales/en/errors.json';
import type legal from './locales/en/legal.json';
import type marketing from './locales/en/marketing.json';
import type notifications from './locales/en/notifications.json';
import type payments from './locales/en/payments.json';
import type push from './locales/en/push.json';
import type receipts from './locales/en/receipts.json';
import type repairer from './locales/en/repairer.json';
import type repairers from './locales/en/repairers.json';
import type requests from './locales/en/requests.json';
import type reschedule from './locales/en/reschedule.json';
import type validation from './locales/en/validation.json';
import type verification from './locales/en/verification.json';
import type wizard from './locales/en/wizard.json';

/** Translation keys are checked against the English resources at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      validation: typeof validation;
      auth: typeof auth;
      dashboard: typeof dashboard;
      marketing: typeof marketing;
      legal: typeof legal;
      wizard: typeof wizard;
      requests: typeof requests;
      repairers: typeof repairers;
      repairer: typeof repairer;
      payments: typeof payments;
      chat: typeof chat;
      notifications: typeof notifications;
      verification: typeof verification;
      email: typeof email;
      receipts: typeof receipts;
      reschedule: typeof reschedule;
      disputes: typeof disputes;
      addresses: typeof addresses;
      admin: typeof admin;
      booking: typeof booking;
      push: typeof push;
      /** Catalogue texts, keyed by their English (see i18n/catalogue.ts). */
      catalogue: Record<string, string>;
    };
  }
}
