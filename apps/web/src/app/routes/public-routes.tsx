import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { MARKETING_TEXTS, PAYMENTS_TEXTS, REVIEWS_TEXTS } from './page-texts';
import { UnauthorizedPage } from './unauthorized';

/** The public pages (the marketing ones belong to the marketing feature) and the unguarded routes. */
export const publicRoutes: RouteObject[] = [
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
    lazy: lazyPage(
      () => import('../../features/marketing/pages/privacy-policy-page'),
      MARKETING_TEXTS,
    ),
  },
  {
    path: 'terms-and-conditions',
    lazy: lazyPage(
      () => import('../../features/marketing/pages/terms-and-conditions-page'),
      MARKETING_TEXTS,
    ),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('../../features/marketing/pages/contact-us-page'), MARKETING_TEXTS),
  },
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
  {
    path: 'request-service',
    lazy: async () => ({
      Component: (await import('./request-service-redirect')).RequestServiceRedirect,
    }),
  },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
];
