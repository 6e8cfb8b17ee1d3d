import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage, lazyRoute } from './lazy-page';
import {
  AUTH_TEXTS,
  AVAILABLE_REPAIRERS_TEXTS,
  CHAT_TEXTS,
  EMAIL_TEXTS,
  NOTIFICATIONS_TEXTS,
  PAYMENTS_TEXTS,
  SAVED_ADDRESSES_TEXTS,
  USER_DASHBOARD_TEXTS,
  USER_REQUESTS_TEXTS,
} from './page-texts';

/** /user/getotp, verify-otp, signup, login, forgot-password: a signed-in user goes to the dashboard. */
export const userSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="user" />,
  children: [
    {
      path: 'user/getotp',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/get-otp-page'),
        ({ GetOtpPage }) =>
          () => <GetOtpPage role="user" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'user/verify-otp',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/verify-otp-page'),
        ({ VerifyOtpPage }) =>
          () => <VerifyOtpPage role="user" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'user/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/user-signup-page'), AUTH_TEXTS),
    },
    {
      path: 'user/login',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/login-page'),
        ({ LoginPage }) =>
          () => <LoginPage role="user" />,
        AUTH_TEXTS,
      ),
    },
    {
      path: 'user/forgot-password',
      lazy: lazyRoute(
        () => import('../../features/auth/pages/forgot-password-page'),
        ({ ForgotPasswordPage }) =>
          () => <ForgotPasswordPage role="user" />,
        AUTH_TEXTS,
      ),
    },
  ],
};

/** The customer's signed-in pages (SPEC.md section 2). */
export const userAppRoutes: RouteObject = {
  path: 'user',
  element: <RequireRole role="user" />,
  children: [
    {
      // The signed-in frame loads with the first page of its area, not with the landing page.
      lazy: async () => ({
        Component: (await import('../../components/layout/user-layout')).UserLayout,
      }),
      children: [
        { index: true, element: <Navigate to={paths.user.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(
            () => import('../../features/user-dashboard/pages/user-dashboard-page'),
            USER_DASHBOARD_TEXTS,
          ),
        },
        {
          path: 'inprogress',
          lazy: lazyPage(
            () => import('../../features/user-requests/pages/in-progress-page'),
            USER_REQUESTS_TEXTS,
          ),
        },
        {
          path: 'pending-service',
          lazy: lazyPage(
            () => import('../../features/user-requests/pages/pending-service-page'),
            USER_REQUESTS_TEXTS,
          ),
        },
        {
          path: 'completed-services',
          lazy: lazyPage(
            () => import('../../features/user-requests/pages/completed-services-page'),
            USER_REQUESTS_TEXTS,
          ),
        },
        {
          path: 'show-services',
          lazy: lazyPage(
            () => import('../../features/user-requests/pages/show-services-page'),
            USER_REQUESTS_TEXTS,
          ),
        },
        {
          path: 'repairers',
          lazy: lazyPage(
            () => import('../../features/available-repairers/pages/available-repairers-page'),
            AVAILABLE_REPAIRERS_TEXTS,
          ),
        },
        {
          path: 'book-again/:requestId',
          lazy: lazyPage(
            () => import('../../features/available-repairers/pages/book-again-page'),
            AVAILABLE_REPAIRERS_TEXTS,
          ),
        },
        {
          // One route for the list and an open conversation, so opening one keeps the page.
          path: 'messages/:conversationId?',
          lazy: lazyRoute(
            () => import('../../features/chat/pages/messages-page'),
            ({ MessagesPage }) =>
              () => <MessagesPage role="user" />,
            CHAT_TEXTS,
          ),
        },
        {
          path: 'chat/:serviceId',
          lazy: lazyPage(() => import('../../features/chat/pages/service-chat-page'), CHAT_TEXTS),
        },
        {
          path: 'notifications',
          lazy: lazyRoute(
            () => import('../../features/notifications/pages/notifications-page'),
            ({ NotificationsPage }) =>
              () => <NotificationsPage role="user" />,
            NOTIFICATIONS_TEXTS,
          ),
        },
        {
          path: 'addresses',
          lazy: lazyPage(
            () => import('../../features/saved-addresses/pages/saved-addresses-page'),
            SAVED_ADDRESSES_TEXTS,
          ),
        },
        {
          path: 'settings',
          lazy: lazyPage(
            () => import('../../features/email/pages/user-settings-page'),
            EMAIL_TEXTS,
          ),
        },
        {
          path: 'payment/:paymentId',
          lazy: lazyPage(
            () => import('../../features/payments/pages/payment-page'),
            PAYMENTS_TEXTS,
          ),
        },
      ],
    },
  ],
};
