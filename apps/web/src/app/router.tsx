import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PublicLayout } from '../components/layout/public-layout';
import { RootLayout } from '../components/layout/root-layout';
import { PageSpinner } from '../components/ui/spinner';
import { loadTexts, SERVER_TEXTS } from '../i18n';
import { NotFoundPage } from './routes/not-found';
import { marketingRoutes, publicRoutes } from './routes/public-routes';
import { RouteErrorPage } from './routes/route-error';

const ROOT_ROUTE = 'root';
const PUBLIC_SERVER_ROUTE = 'public-server';

/**
 * Pages that read or write server state sit under this layout: it brings the query library and
 * the texts of server errors and form messages.
 */
const queryLayout = async () => {
  const [{ QueryLayout }] = await Promise.all([import('./query-layout'), loadTexts(SERVER_TEXTS)]);
  return { Component: QueryLayout };
};

/** The routes of the three accounts (routes/account-routes.ts). */
export interface AccountRoutes {
  signInRoutes: RouteObject[];
  signedInAreas: RouteObject[];
}

/**
 * The route tree: the public pages in the public layout and, when given, the accounts' routes
 * where the browser router adds them later (`createAppRouter`): the sign-in pages beside the
 * public pages that call the server, the signed-in areas under the root. The server renders
 * with the whole tree at once (entry-server.tsx).
 */
export function routeTree(accounts?: AccountRoutes): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner className="min-h-dvh" />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...marketingRoutes,
            {
              id: PUBLIC_SERVER_ROUTE,
              lazy: queryLayout,
              children: [...publicRoutes, ...(accounts?.signInRoutes ?? [])],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        ...(accounts ? [{ lazy: queryLayout, children: accounts.signedInAreas }] : []),
      ],
    },
  ];
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. Creating it starts loading the current page's code and texts at once, so
 * main.tsx creates it before the first render, while the translations start up.
 *
 * The sign-in pages (beside the public pages that call the server) and the signed-in areas of
 * the three accounts join the tree once, the first time React Router meets a path that matches
 * nothing but the not-found page, or a route with parameters. They are added through the router
 * itself, not the `patch` of the navigation that asked: a redirect that renders again while the
 * routes load starts a new navigation and cancels the old one, and the routes must not be lost
 * with it.
 */
export function createAppRouter(): AppRouterInstance {
  let accountRoutes: Promise<void> | undefined;
  const router: AppRouterInstance = createBrowserRouter(routeTree(), {
    patchRoutesOnNavigation: () =>
      (accountRoutes ??= import('./routes/account-routes').then(
        ({ signInRoutes, signedInAreas }) => {
          router.patchRoutes(PUBLIC_SERVER_ROUTE, signInRoutes);
          router.patchRoutes(ROOT_ROUTE, [{ lazy: queryLayout, children: signedInAreas }]);
        },
        (error: unknown) => {
          accountRoutes = undefined; // the next navigation tries again
          throw error;
        },
      )),
  });
  return router;
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}

/** Resolves once the router has loaded the first page's route modules, ready to hydrate. */
export function routerReady(router: AppRouterInstance): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
