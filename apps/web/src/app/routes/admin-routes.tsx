import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage, lazyRoute } from './lazy-page';
import {
  ADMIN_CONSOLE_TEXTS,
  ADMIN_DASHBOARD_TEXTS,
  ADMIN_DISPUTES_TEXTS,
  ADMIN_VERIFICATION_TEXTS,
  AUTH_TEXTS,
} from './page-texts';

/** /admin/login and /admin/signup: a signed-in admin goes to the dashboard. */
export const adminSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="admin" />,
  children: [
    {
      path: 'admin/login',
      lazy: lazyPage(() => import('../../features/auth/pages/admin-login-page'), AUTH_TEXTS),
    },
    {
      path: 'admin/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/admin-signup-page'), AUTH_TEXTS),
    },
  ],
};

/** The admin dashboard: anyone but an admin goes to /admin/login (SPEC.md section 2). */
export const adminAppRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole role="admin" wrongRoleTo={paths.admin.login} />,
  children: [
    {
      // The signed-in frame loads with the first page of its area, not with the landing page,
      // and with the console's texts its navigation shows.
      lazy: lazyRoute(
        () => import('../../components/layout/admin-layout'),
        (module) => module.AdminLayout,
        ADMIN_CONSOLE_TEXTS,
      ),
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(
            () => import('../../features/admin-dashboard/pages/admin-dashboard-page'),
            ADMIN_DASHBOARD_TEXTS,
          ),
        },
        {
          path: 'verification',
          lazy: lazyPage(
            () => import('../../features/admin-verification/pages/admin-verification-page'),
            ADMIN_VERIFICATION_TEXTS,
          ),
        },
        {
          path: 'disputes',
          lazy: lazyPage(
            () => import('../../features/admin-disputes/pages/admin-disputes-page'),
            ADMIN_DISPUTES_TEXTS,
          ),
        },
        {
          path: 'payouts',
          lazy: lazyPage(
            () => import('../../features/admin-console/pages/admin-payouts-page'),
            ADMIN_CONSOLE_TEXTS,
          ),
        },
        {
          // The chart library loads with this page only, never with another area's.
          path: 'overview',
          lazy: lazyPage(
            () => import('../../features/admin-console/pages/admin-overview-page'),
            ADMIN_CONSOLE_TEXTS,
          ),
        },
        {
          path: 'audit-log',
          lazy: lazyPage(
            () => import('../../features/admin-console/pages/admin-audit-log-page'),
            ADMIN_CONSOLE_TEXTS,
          ),
        },
      ],
    },
  ],
};
