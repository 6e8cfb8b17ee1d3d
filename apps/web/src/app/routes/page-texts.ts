import type { Namespace } from '../../i18n';

/**
 * The text namespaces each feature's pages show, loaded together with the page's code
 * (lazy-page.ts). A namespace missing here still loads, on first use, one round trip later.
 */
export const ADMIN_DASHBOARD_TEXTS: readonly Namespace[] = ['dashboard', 'catalogue'];
export const ADMIN_DISPUTES_TEXTS: readonly Namespace[] = ['disputes', 'catalogue'];
/** The admin console's pages (payouts, overview, audit log). */
export const ADMIN_CONSOLE_TEXTS: readonly Namespace[] = ['admin'];
export const AUTH_TEXTS: readonly Namespace[] = ['auth'];
export const AVAILABLE_REPAIRERS_TEXTS: readonly Namespace[] = [
  'repairers',
  'wizard',
  'booking',
  'addresses',
];
export const CHAT_TEXTS: readonly Namespace[] = ['chat'];
/** The customer's settings and the email confirmation link's page (issue 24). */
export const EMAIL_TEXTS: readonly Namespace[] = ['email'];
export const MARKETING_TEXTS: readonly Namespace[] = ['marketing', 'catalogue'];
export const NOTIFICATIONS_TEXTS: readonly Namespace[] = [
  'notifications',
  'catalogue',
  'reschedule',
];
export const PAYMENTS_TEXTS: readonly Namespace[] = ['payments', 'catalogue', 'receipts'];
export const REPAIRER_ACCOUNT_TEXTS: readonly Namespace[] = ['repairer', 'email'];
export const REPAIRER_ANALYTICS_TEXTS: readonly Namespace[] = ['repairer', 'catalogue'];
export const REPAIRER_DASHBOARD_TEXTS: readonly Namespace[] = [
  'repairer',
  'catalogue',
  'notifications',
  'verification',
  'receipts',
  'booking',
  'push',
  'reschedule',
];
export const ADMIN_VERIFICATION_TEXTS: readonly Namespace[] = ['verification', 'catalogue'];
export const REPAIRER_PAYOUTS_TEXTS: readonly Namespace[] = ['receipts', 'repairer', 'catalogue'];
export const REPAIRER_JOBS_TEXTS: readonly Namespace[] = [
  'repairer',
  'catalogue',
  'booking',
  'reschedule',
];
export const REVIEWS_TEXTS: readonly Namespace[] = ['requests', 'catalogue'];
export const USER_DASHBOARD_TEXTS: readonly Namespace[] = [
  'dashboard',
  'wizard',
  'catalogue',
  'notifications',
  'booking',
  'addresses',
  'push',
  'reschedule',
];
export const USER_REQUESTS_TEXTS: readonly Namespace[] = [
  'requests',
  'disputes',
  'catalogue',
  'receipts',
  'booking',
  'reschedule',
];
export const SAVED_ADDRESSES_TEXTS: readonly Namespace[] = ['addresses'];
/** The privacy policy and the terms: their long texts stay out of the landing page's download. */
export const LEGAL_TEXTS: readonly Namespace[] = ['marketing', 'legal'];
