/**
 * The server's render of a page's first screen (decision 027). The API server calls
 * `renderPage` for a page request and puts the HTML in index.html; the browser shows it at
 * once and the app then hydrates it (main.tsx). Built by `vite build --ssr` into dist-ssr/.
 *
 * The first screen is rendered as the app's own first render will be: in the visitor's
 * language, with their session and with the data its queries ask for, read through the
 * visitor's own request (decision 029). A render that fails is the caller's to catch: it then
 * serves the plain index.html and the app renders in the browser as before.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { LanguageCode, TCheckAuthResponse } from '@gharseva/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { hydrateQueries, startLoading } from './app/first-screen-data';
import { AppProvider } from './app/providers';
import { RenderQueryClient } from './app/query-layout';
import { routeTree } from './app/router';
import { setFirstScreenTime } from './hooks/use-mount-time';
import { i18n, initI18n, NAMESPACES } from './i18n';
import type { ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { createSessionStore, stateFromCheckAuth } from './lib/session/session-store';

export interface RenderRequest {
  /** The page's full URL (origin, path and query). */
  url: string;
  language: LanguageCode;
  /** The answer GET /api/check-auth gives this visitor. */
  session: TCheckAuthResponse;
  /** The API as this visitor's browser would call it (GET only): their cookie, their address. */
  api: ApiTransport;
  /** The time of the render (ms): relative times ('2 hours ago') count from it. */
  now: number;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** 404 for the not-found page, else 200. */
  status: number;
  /** The queries the markup shows, for the browser's query client; null when it shows none. */
  queries: DehydratedState | null;
}

let handler: Promise<StaticHandler> | undefined;

/** One handler for every request: route modules load on the first render that needs them. */
const staticHandler = () =>
  (handler ??= import('./app/routes/account-routes').then((accounts) =>
    createStaticHandler(routeTree(accounts)),
  ));

/**
 * The i18n instance is the app's one instance, whose language is global, so renders take turns:
 * each switches the language and renders synchronously. A render takes milliseconds; one that
 * has not finished in TURN_MS (the server has long served that page without it) gives up its
 * turn, so it cannot hold up every page after it. Waiting for a page's data is not a turn.
 */
const TURN_MS = 2000;
let turn: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = turn.then(work);
  turn = Promise.race([
    done.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, TURN_MS)),
  ]);
  return done;
}

/** A page whose data takes longer than this is rendered without the rest: the browser loads it. */
const DATA_MS = 800;

const waitAtMost = (promise: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
};

/** The page's route, router and session: the same for both renders of a page. */
async function routePage({ url, session }: RenderRequest) {
  const routes = await staticHandler();
  const context = await routes.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected ${context.status} for ${url}`);
  const notFound = context.matches.at(-1)?.route.path === '*';
  return {
    router: createStaticRouter(routes.dataRoutes, context),
    context,
    store: createSessionStore(stateFromCheckAuth(session)),
    status: notFound ? 404 : context.statusCode,
  };
}

/**
 * Renders the page once to learn the queries it asks for, loads them, and renders it again with
 * their data: the markup the browser's first render will produce from the same queries.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const page = await routePage(request);
  const first = createQueryClient();
  const { html, loading } = await inTurn(async () => ({
    html: await render(request, page, first),
    loading: startLoading(first, request.api),
  }));
  if (!loading) return { html, status: page.status, queries: null };
  await waitAtMost(loading, DATA_MS);
  const queries = dehydrate(first);
  const second = createQueryClient();
  hydrateQueries(second, queries);
  return { html: await inTurn(() => render(request, page, second)), status: page.status, queries };
}

/** One render of the page, in the visitor's language, from the data in `queryClient`. */
async function render(
  { language, now }: RenderRequest,
  { router, context, store }: Awaited<ReturnType<typeof routePage>>,
  queryClient: QueryClient,
): Promise<string> {
  await initI18n(language);
  await i18n.changeLanguage(language);
  // Every namespace of the language, so no text suspends the render (loaded once per language).
  await i18n.loadNamespaces([...NAMESPACES]);
  setFirstScreenTime(now);
  return renderToString(
    <StrictMode>
      <AppProvider store={store} hydrating>
        <RenderQueryClient value={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderQueryClient>
      </AppProvider>
    </StrictMode>,
  );
}
