import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '../components/layout/public-layout';
import { RootLayout } from '../components/layout/root-layout';
import { PageSpinner } from '../components/ui/spinner';
import { adminAppRoutes, adminSignInRoutes } from './routes/admin-routes';
import { NotFoundPage } from './routes/not-found';
import { marketingRoutes, publicRoutes } from './routes/public-routes';
import { repairerAppRoutes, repairerSignInRoutes } from './routes/repairer-routes';
import { RouteErrorPage } from './routes/route-error';
import { userAppRoutes, userSignInRoutes } from './routes/user-routes';

/** Pages that read or write server state sit under this layout (it brings the query library). */
const queryLayout = async () => ({ Component: (await import('./query-layout')).QueryLayout });

/** The whole route tree: public and sign-in pages in the public layout, then each signed-in area. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner className="min-h-dvh" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...marketingRoutes,
          {
            lazy: queryLayout,
            children: [...publicRoutes, userSignInRoutes, repairerSignInRoutes, adminSignInRoutes],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { lazy: queryLayout, children: [userAppRoutes, repairerAppRoutes, adminAppRoutes] },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
