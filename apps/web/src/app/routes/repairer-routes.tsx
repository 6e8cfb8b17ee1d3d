import { Navigate, type RouteObject } from 'react-router';
import { RepairerLayout } from '../../components/layout/repairer-layout';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage } from './lazy-page';

/** The repairer's sign-in pages: a signed-in repairer goes to the dashboard. */
export const repairerSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="repairer" />,
  children: [
    {
      path: 'repairer/getotp',
      lazy: async () => {
        const { GetOtpPage } = await import('../../features/auth/pages/get-otp-page');
        return { Component: () => <GetOtpPage role="repairer" /> };
      },
    },
    {
      path: 'repairer/verify-otp',
      lazy: async () => {
        const { VerifyOtpPage } = await import('../../features/auth/pages/verify-otp-page');
        return { Component: () => <VerifyOtpPage role="repairer" /> };
      },
    },
    {
      path: 'repairer/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/repairer-signup-page')),
    },
    {
      path: 'repairer/login',
      lazy: async () => {
        const { LoginPage } = await import('../../features/auth/pages/login-page');
        return { Component: () => <LoginPage role="repairer" /> };
      },
    },
    {
      path: 'repairer/forgot-password',
      lazy: async () => {
        const { ForgotPasswordPage } =
          await import('../../features/auth/pages/forgot-password-page');
        return { Component: () => <ForgotPasswordPage role="repairer" /> };
      },
    },
  ],
};

/** The repairer's signed-in pages; wrong role goes to /unauthorized as for users. */
export const repairerAppRoutes: RouteObject = {
  path: 'repairer',
  element: <RequireRole role="repairer" />,
  children: [
    {
      element: <RepairerLayout />,
      children: [
        { index: true, element: <Navigate to={paths.repairer.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(
            () => import('../../features/repairer-dashboard/pages/repairer-dashboard-page'),
          ),
        },
        {
          path: 'inprogress',
          lazy: lazyPage(() => import('../../features/repairer-jobs/pages/assigned-jobs-page')),
        },
        {
          // One route for the list and an open conversation, so opening one keeps the page.
          path: 'messages/:conversationId?',
          lazy: async () => {
            const { MessagesPage } = await import('../../features/chat/pages/messages-page');
            return { Component: () => <MessagesPage role="repairer" /> };
          },
        },
        {
          path: 'notifications',
          lazy: async () => {
            const { NotificationsPage } =
              await import('../../features/notifications/pages/notifications-page');
            return { Component: () => <NotificationsPage role="repairer" /> };
          },
        },
        {
          path: 'analytics',
          lazy: lazyPage(() => import('../../features/repairer-analytics/pages/analytics-page')),
        },
        {
          path: 'profile',
          lazy: lazyPage(() => import('../../features/repairer-account/pages/profile-page')),
        },
        {
          path: 'settings',
          lazy: lazyPage(() => import('../../features/repairer-account/pages/settings-page')),
        },
      ],
    },
  ],
};
