/**
 * The server's render of a page's first screen (decision 027). The API server calls
 * `renderPage` for a page request and puts the HTML in index.html; the browser shows it at
 * once and the app then hydrates it (main.tsx). Built by `vite build --ssr` into dist-ssr/.
 *
 * The first screen is rendered as the app's own first render will be: in the visitor's
 * language, with their session, before any server state has loaded (the pages show their
 * loading states). A render that fails is the caller's to catch: it then serves the plain
 * index.html and the app renders in the browser as before.
 */
import type { LanguageCode, TCheckAuthResponse } from '@gharseva/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { AppProvider } from './app/providers';
import { routeTree } from './app/router';
import { i18n, initI18n, NAMESPACES } from './i18n';
import { createSessionStore, stateFromCheckAuth } from './lib/session/session-store';

export interface RenderRequest {
  /** The page's full URL (origin, path and query). */
  url: string;
  language: LanguageCode;
  /** The answer GET /api/check-auth gives this visitor. */
  session: TCheckAuthResponse;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** 404 for the not-found page, else 200. */
  status: number;
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
 * turn, so it cannot hold up every page after it.
 */
const TURN_MS = 2000;
let turn: Promise<unknown> = Promise.resolve();

export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const rendered = turn.then(() => render(request));
  turn = Promise.race([
    rendered.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, TURN_MS)),
  ]);
  return rendered;
}

async function render({ url, language, session }: RenderRequest): Promise<RenderedPage> {
  await initI18n(language);
  await i18n.changeLanguage(language);
  // Every namespace of the language, so no text suspends the render (loaded once per language).
  await i18n.loadNamespaces([...NAMESPACES]);
  const routes = await staticHandler();
  const context = await routes.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected ${context.status} for ${url}`);
  const router = createStaticRouter(routes.dataRoutes, context);
  const store = createSessionStore(stateFromCheckAuth(session));
  const html = renderToString(
    <StrictMode>
      <AppProvider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const notFound = context.matches.at(-1)?.route.path === '*';
  return { html, status: notFound ? 404 : context.statusCode };
}
