import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import {
  EMAIL_TEXTS,
  LEGAL_TEXTS,
  MARKETING_TEXTS,
  PAYMENTS_TEXTS,
  REVIEWS_TEXTS,
} from './page-texts';
import { UnauthorizedPage } from './unauthorized';

/** The marketing pages and /unauthorized: no server state, so no query library (router.tsx). */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../../features/marketing/pages/landing-page'), MARKETING_TEXTS),
  },
  {
    path: 'services',
    lazy: lazyPage(() => import('../../features/marketing/pages/services-page'), MARKETING_TEXTS),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(() => import('../../features/marketing/pages/privacy-policy-page'), LEGAL_TEXTS),
  },
  {
    path: 'terms-and-conditions',
    lazy: lazyPage(
      () => import('../../features/marketing/pages/terms-and-conditions-page'),
      LEGAL_TEXTS,
    ),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('../../features/marketing/pages/contact-us-page'), MARKETING_TEXTS),
  },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
];

/** The unguarded pages that read or write server state. */
export const publicRoutes: RouteObject[] = [
  // No guard on these two (SPEC.md section 6); their API calls still check the owner.
  {
    path: 'review/:serviceRequestId',
    lazy: lazyPage(() => import('../../features/reviews/pages/review-page'), REVIEWS_TEXTS),
  },
  {
    path: 'rejection-fee/:paymentId',
    lazy: lazyPage(
      () => import('../../features/payments/pages/rejection-fee-page'),
      PAYMENTS_TEXTS,
    ),
  },
  // The page an email confirmation link opens (issue 24); its token is after the '#'.
  {
    path: 'email/confirm',
    lazy: lazyPage(() => import('../../features/email/pages/email-confirm-page'), EMAIL_TEXTS),
  },
  {
    path: 'request-service',
    lazy: async () => ({
      Component: (await import('./request-service-redirect')).RequestServiceRedirect,
    }),
  },
];
