import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { UnauthorizedPage } from './unauthorized';

/** The public pages (the marketing ones belong to the marketing feature) and the unguarded routes. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../features/marketing/pages/landing-page')) },
  {
    path: 'services',
    lazy: lazyPage(() => import('../../features/marketing/pages/services-page')),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(() => import('../../features/marketing/pages/privacy-policy-page')),
  },
  {
    path: 'terms-and-conditions',
    lazy: lazyPage(() => import('../../features/marketing/pages/terms-and-conditions-page')),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('../../features/marketing/pages/contact-us-page')),
  },
  // No guard on these two (SPEC.md section 6); their API calls still check the owner.
  {
    path: 'review/:serviceRequestId',
    lazy: lazyPage(() => import('../../features/reviews/pages/review-page')),
  },
  {
    path: 'rejection-fee/:paymentId',
    lazy: lazyPage(() => import('../../features/payments/pages/rejection-fee-page')),
  },
  {
    path: 'request-service',
    lazy: async () => ({
      Component: (await import('./request-service-redirect')).RequestServiceRedirect,
    }),
  },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
];
