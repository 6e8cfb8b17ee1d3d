import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage, lazyRoute } from './lazy-page';
import {
  AUTH_TEXTS,
  CHAT_TEXTS,
  NOTIFICATIONS_TEXTS,
  REPAIRER_ACCOUNT_TEXTS,
  REPAIRER_ANALYTICS_TEXTS,
  REPAIRER_DASHBOARD_TEXTS,
  REPAIRER_JOBS_TEXTS,
  REPAIRER_PAYOUTS_TEXTS,
} from './page-texts';

/** The repairer's sign-in pages: a signed-in repairer goes to the dashboard. */
export const repairerSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="repairer" />,
  children: [
    {
      path: 'repairer/getotp',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/get-otp-page'),
        ({ GetOtpPage }) =>
          () => <GetOtpPage role="repairer" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'repairer/verify-otp',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/verify-otp-page'),
        ({ VerifyOtpPage }) =>
          () => <VerifyOtpPage role="repairer" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'repairer/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/repairer-signup-page'), AUTH_TEXTS),
    },
    {
      path: 'repairer/login',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/login-page'),
        ({ LoginPage }) =>
          () => <LoginPage role="repairer" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'repairer/forgot-password',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/forgot-password-page'),
        ({ ForgotPasswordPage }) =>
          () => <ForgotPasswordPage role="repairer" />,
        AUTH_TEXTS,
      ),
    },
  ],
};

/** The repairer's signed-in pages; wrong role goes to /unauthorized as for users. */
export const repairerAppRoutes: RouteObject = {
  path: 'repairer',
  element: <RequireRole role="repairer" />,
  children: [
    {
      // The signed-in frame loads with the first page of its area, not with the landing page.
      lazy: async () => ({
        Component: (await import('../../components/layout/repairer-layout')).RepairerLayout,
      }),
      children: [
        { index: true, element: <Navigate to={paths.repairer.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(
            () => import('../../features/repairer-dashboard/pages/repairer-dashboard-page'),
            REPAIRER_DASHBOARD_TEXTS,
          ),
        },
        {
          path: 'inprogress',
          lazy: lazyPage(
            () => import('../../features/repairer-jobs/pages/assigned-jobs-page'),
            REPAIRER_JOBS_TEXTS,
          ),
        },
        {
          // One route for the list and an open conversation, so opening one keeps the page.
          path: 'messages/:conversationId?',
          lazy: lazyRoute(
            () => import('../../features/chat/pages/messages-page'),
            ({ MessagesPage }) =>
              () => <MessagesPage role="repairer" />,
            CHAT_TEXTS,
          ),
        },
        {
          path: 'notifications',
          lazy: lazyRoute(
            () => import('../../features/notifications/pages/notifications-page'),
            ({ NotificationsPage }) =>
              () => <NotificationsPage role="repairer" />,
            NOTIFICATIONS_TEXTS,
          ),
        },
        {
          path: 'analytics',
          lazy: lazyPage(
            () => import('../../features/repairer-analytics/pages/analytics-page'),
            REPAIRER_ANALYTICS_TEXTS,
          ),
        },
        {
          path: 'payouts',
          lazy: lazyPage(
            () => import('../../features/repairer-payouts/pages/payouts-page'),
            REPAIRER_PAYOUTS_TEXTS,
          ),
        },
        {
          path: 'profile',
          lazy: lazyPage(
            () => import('../../features/repairer-account/pages/profile-page'),
            REPAIRER_ACCOUNT_TEXTS,
          ),
        },
        {
          path: 'settings',
          lazy: lazyPage(
            () => import('../../features/repairer-account/pages/settings-page'),
            REPAIRER_ACCOUNT_TEXTS,
          ),
        },
      ],
    },
  ],
};
