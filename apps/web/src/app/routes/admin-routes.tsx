import { Navigate, type RouteObject } from 'react-router';
import { AdminLayout } from '../../components/layout/admin-layout';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireRole } from './guards';
import { lazyPage } from './lazy-page';

/** /admin/login and /admin/signup: a signed-in admin goes to the dashboard. */
export const adminSignInRoutes: RouteObject = {
  element: <RedirectIfSignedIn role="admin" />,
  children: [
    {
      path: 'admin/login',
      lazy: lazyPage(() => import('../../features/auth/pages/admin-login-page')),
    },
    {
      path: 'admin/signup',
      lazy: lazyPage(() => import('../../features/auth/pages/admin-signup-page')),
    },
  ],
};

/** The admin dashboard: anyone but an admin goes to /admin/login (SPEC.md section 2). */
export const adminAppRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole role="admin" wrongRoleTo={paths.admin.login} />,
  children: [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
        {
          path: 'dashboard',
          lazy: lazyPage(() => import('../../features/admin-dashboard/pages/admin-dashboard-page')),
        },
      ],
    },
  ],
};
