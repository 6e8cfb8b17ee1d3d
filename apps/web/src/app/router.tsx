import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '../components/layout/public-layout';
import { RootLayout } from '../components/layout/root-layout';
import { PageSpinner } from '../components/ui/spinner';
import { loadTexts, SERVER_TEXTS } from '../i18n';
import { adminAppRoutes, adminSignInRoutes } from './routes/admin-routes';
import { NotFoundPage } from './routes/not-found';
import { marketingRoutes, publicRoutes } from './routes/public-routes';
import { repairerAppRoutes, repairerSignInRoutes } from './routes/repairer-routes';
import { RouteErrorPage } from './routes/route-error';
import { userAppRoutes, userSignInRoutes } from './routes/user-routes';

/**
 * Pages that read or write server state sit under this layout: it brings the query library and
 * the texts of server errors and form messages.
 */
const queryLayout = async () => {
  const [{ QueryLayout }] = await Promise.all([import('./query-layout'), loadTexts(SERVER_TEXTS)]);
  return { Component: QueryLayout };
};

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

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. Creating it starts loading the current page's code and texts at once, so
 * main.tsx creates it before the first render, while the translations start up.
 */
export const createAppRouter = (): AppRouterInstance => createBrowserRouter(appRoutes);

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
