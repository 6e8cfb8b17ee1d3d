import { Navigate, type RouteObject } from 'react-router';
import { UserLayout } from '../../components/layout/user-layout';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage } from './lazy-page';

/** /user/getotp, verify-otp, signup, login, forgot-password: a signed-in user goes to the dashboard. */
export const userSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="user" />,
  children: [
    {
      path: 'user/getotp',
      lazy: async () => {
        const { GetOtpPage } = await import('../../features/auth/pages/get-otp-page');
        return { Component: () => <GetOtpPage role="user" /> };
      },
    },
    {
      path: 'user/verify-otp',
      lazy: async () => {
        const { VerifyOtpPage } = await import('../../features/auth/pages/verify-otp-page');
        return { Component: () => <VerifyOtpPage role="user" /> };
      },
    },
    {
      path: 'user/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/user-signup-page')),
    },
    {
      path: 'user/login',
      lazy: async () => {
        const { LoginPage } = await import('../../features/auth/pages/login-page');
        return { Component: () => <LoginPage role="user" /> };
      },
    },
    {
      path: 'user/forgot-password',
      lazy: async () => {
        const { ForgotPasswordPage } =
          await import('../../features/auth/pages/forgot-password-page');
        return { Component: () => <ForgotPasswordPage role="user" /> };
      },
    },
  ],
};

/** The customer's signed-in pages (SPEC.md section 2); later issues replace the placeholders left. */
export const userAppRoutes: RouteObject = {
  path: 'user',
  element: <RequireRole role="user" />,
  children: [
    {
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to={paths.user.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(() => import('../../features/user-dashboard/pages/user-dashboard-page')),
        },
        {
          path: 'inprogress',
          lazy: lazyPage(() => import('../../features/user-requests/pages/in-progress-page')),
        },
        {
          path: 'pending-service',
          lazy: lazyPage(() => import('../../features/user-requests/pages/pending-service-page')),
        },
        {
          path: 'completed-services',
          lazy: lazyPage(
            () => import('../../features/user-requests/pages/completed-services-page'),
          ),
        },
        {
          path: 'show-services',
          lazy: lazyPage(() => import('../../features/user-requests/pages/show-services-page')),
        },
        {
          path: 'repairers',
          lazy: lazyPage(
            () => import('../../features/available-repairers/pages/available-repairers-page'),
          ),
        },
        {
          // One route for the list and an open conversation, so opening one keeps the page.
          path: 'messages/:conversationId?',
          lazy: async () => {
            const { MessagesPage } = await import('../../features/chat/pages/messages-page');
            return { Component: () => <MessagesPage role="user" /> };
          },
        },
        {
          path: 'chat/:serviceId',
          lazy: lazyPage(() => import('../../features/chat/pages/service-chat-page')),
        },
        {
          path: 'notifications',
          lazy: async () => {
            const { NotificationsPage } =
              await import('../../features/notifications/pages/notifications-page');
            return { Component: () => <NotificationsPage role="user" /> };
          },
        },
        {
          path: 'payment/:paymentId',
          lazy: lazyPage(() => import('../../features/payments/pages/payment-page')),
        },
      ],
    },
  ],
};
