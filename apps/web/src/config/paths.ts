import type { Role } from '@gharseva/domain';

/** Every page path of the app in one place (SPEC.md section 2). */
export const paths = {
  home: '/',
  services: '/services',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  contactUs: '/contact-us',
  unauthorized: '/unauthorized',
  review: (serviceRequestId: string) => `/review/${encodeURIComponent(serviceRequestId)}`,
  rejectionFee: (paymentId: string) => `/rejection-fee/${encodeURIComponent(paymentId)}`,
  /** The page an email confirmation link opens, its token after '#' (issue 24). */
  emailConfirm: '/email/confirm',
  /** Opens the Request Service wizard (signed-in users) or sends to login with a toast. */
  requestService: (serviceType?: string) =>
    serviceType
      ? `/request-service?service=${encodeURIComponent(serviceType)}`
      : '/request-service',
  user: {
    getOtp: '/user/getotp',
    verifyOtp: '/user/verify-otp',
    signup: '/user/signup',
    login: '/user/login',
    forgotPassword: '/user/forgot-password',
    dashboard: '/user/dashboard',
    inProgress: '/user/inprogress',
    pendingService: '/user/pending-service',
    completedServices: '/user/completed-services',
    showServices: '/user/show-services',
    /** Available Repairers: needs `{serviceType, pincode, locationData?}` in navigation state. */
    repairers: '/user/repairers',
    /** A new direct request to an earlier job's repairer, filled from that job (issue 24). */
    bookAgain: (requestId: string) => `/user/book-again/${encodeURIComponent(requestId)}`,
    chat: (serviceId: string) => `/user/chat/${encodeURIComponent(serviceId)}`,
    payment: (paymentId: string) => `/user/payment/${encodeURIComponent(paymentId)}`,
    messages: '/user/messages',
    conversation: (conversationId: string) =>
      `/user/messages/${encodeURIComponent(conversationId)}`,
    notifications: '/user/notifications',
    addresses: '/user/addresses',
    /** The customer's email address and email switch (issue 24). */
    settings: '/user/settings',
  },
  repairer: {
    getOtp: '/repairer/getotp',
    verifyOtp: '/repairer/verify-otp',
    signup: '/repairer/signup',
    login: '/repairer/login',
    forgotPassword: '/repairer/forgot-password',
    dashboard: '/repairer/dashboard',
    inProgress: '/repairer/inprogress',
    messages: '/repairer/messages',
    conversation: (conversationId: string) =>
      `/repairer/messages/${encodeURIComponent(conversationId)}`,
    notifications: '/repairer/notifications',
    analytics: '/repairer/analytics',
    payouts: '/repairer/payouts',
    profile: '/repairer/profile',
    settings: '/repairer/settings',
  },
  admin: {
    login: '/admin/login',
    signup: '/admin/signup',
    dashboard: '/admin/dashboard',
    verification: '/admin/verification',
    disputes: '/admin/disputes',
    payouts: '/admin/payouts',
    overview: '/admin/overview',
    auditLog: '/admin/audit-log',
  },
} as const;

/** The roles that sign up with a phone and a one-time code. */
export type SignupRole = Exclude<Role, 'admin'>;

export const loginPath = (role: Role): string => paths[role].login;
export const dashboardPath = (role: Role): string => paths[role].dashboard;
