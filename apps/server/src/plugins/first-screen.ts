import {
  acceptedLanguageTags,
  chooseLanguage,
  FIRST_SCREEN_STATE_ID,
  type FirstScreenState,
  LANGUAGE_COOKIE,
  languageDirection,
  type LanguageCode,
  type TCheckAuthResponse,
} from '@gharseva/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A call the render makes to the API, as the browser's fetch would make it. */
type ApiTransport = (path: string, init: { method?: string }) => Promise<Response>;

/** The web app's server render (apps/web/src/entry-server.tsx, built into dist-ssr/). */
type RenderPage = (request: {
  url: string;
  language: LanguageCode;
  session: TCheckAuthResponse;
  api: ApiTransport;
  now: number;
}) => Promise<RenderedPage>;

interface RenderedPage {
  html: string;
  status: number;
  /** The page's data (React Query's dehydrated state), for the browser; null when none. */
  queries: unknown;
}

export interface FirstScreenOptions {
  distDir: string;
  /** The built server render, `entry-server.js`; without it every page is the app shell. */
  ssrEntry: string | null;
  /** What GET /api/check-auth would answer this request. */
  sessionOf: (request: FastifyRequest) => Promise<TCheckAuthResponse>;
  log: FastifyBaseLogger;
  /** The server itself: the render reads the page's data through it, as the visitor. */
  inject: FastifyInstance['inject'];
  /** A render slower than this serves the app shell instead. */
  timeoutMs?: number;
}

export interface Page {
  body: string;
  status: number;
}

/**
 * The first screen's markers in index.html (`<!--first-screen-->` … `<!--/first-screen-->`,
 * around the brand bar) with the white space around them: the root element must hold the
 * rendered markup alone, or the app's hydration would not match it.
 */
const FIRST_SCREEN = /\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*/;
const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const PAGE_TITLE = /^<title>[^<]*<\/title>/;

/** JSON that cannot end the script element it sits in, whatever a name contains. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the rendered first screen, its language, the session it was rendered for and
 * the data it shows.
 */
export function fillTemplate(
  template: string,
  rendered: { html: string; queries?: unknown },
  language: LanguageCode,
  session: TCheckAuthResponse,
  renderedAt: number,
): string {
  if (!FIRST_SCREEN.test(template) || !HTML_TAG.test(template)) {
    throw new Error('index.html lacks the first-screen markers or the <html lang dir> tag');
  }
  // React writes a page's <title> first in its markup; the browser's React keeps it in <head>.
  const title = PAGE_TITLE.exec(rendered.html)?.[0];
  const html = title ? rendered.html.slice(title.length) : rendered.html;
  const note: FirstScreenState = { session, language, renderedAt };
  if (rendered.queries) note.queries = rendered.queries;
  const state = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson(note)}</script>`;
  return template
    .replace(HTML_TAG, `<html lang="${language}" dir="${languageDirection(language)}">`)
    .replace(TEMPLATE_TITLE, (original) => title ?? original)
    .replace(FIRST_SCREEN, () => html)
    .replace('</body>', () => `${state}</body>`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The API as the visitor's browser would call it, in process: their cookie, language and
 * address, so every route checks their role and ownership as for any other request. Reads only:
 * rendering a page must never change anything.
 */
export function apiAs(inject: FastifyInstance['inject'], request: FastifyRequest): ApiTransport {
  return async (apiPath, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' || !apiPath.startsWith('/api/')) {
      throw new Error(`the server render only reads the API: ${method} ${apiPath}`);
    }
    const { cookie, 'accept-language': acceptLanguage } = request.headers;
    const response = await inject({
      method,
      url: apiPath,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  };
}

/**
 * The HTML of a page request (decision 027): index.html with the page's first screen rendered
 * by the server in the visitor's language (the language cookie the app writes, else
 * Accept-Language) and with their session. Without a server build, or when the render fails
 * or is slow, it is the plain index.html, and the app renders in the browser as before.
 */
export function createFirstScreen(
  options: FirstScreenOptions,
): (request: FastifyRequest) => Promise<Page> {
  const { distDir, ssrEntry, sessionOf, log, inject, timeoutMs = 2000 } = options;
  let renderer: Promise<RenderPage | null> | undefined;
  const loadRenderer = () =>
    (renderer ??=
      ssrEntry && fs.existsSync(ssrEntry)
        ? import(pathToFileURL(ssrEntry).href).then(
            (module: { renderPage: RenderPage }) => module.renderPage,
            (error: unknown) => {
              log.error(
                { err: error, ssrEntry },
                'server render failed to load; serving the app shell',
              );
              return null;
            },
          )
        : Promise.resolve(null));

  return async (request) => {
    const template = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
    const render = await loadRenderer();
    if (!render) return { body: template, status: 200 };
    const language = chooseLanguage(
      request.cookies[LANGUAGE_COOKIE],
      acceptedLanguageTags(request.headers['accept-language']),
    );
    try {
      const session = await sessionOf(request);
      const now = Date.now();
      const rendered = await withTimeout(
        render({
          url: `http://localhost${request.url}`,
          language,
          session,
          api: apiAs(inject, request),
          now,
        }),
        timeoutMs,
      );
      return {
        body: fillTemplate(template, rendered, language, session, now),
        status: rendered.status,
      };
    } catch (error) {
      log.warn(
        { err: error, url: request.url },
        'first screen not rendered; serving the app shell',
      );
      return { body: template, status: 200 };
    }
  };
}
