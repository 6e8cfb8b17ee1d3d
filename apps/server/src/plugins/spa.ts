import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createFirstScreen, type FirstScreenOptions } from './first-screen.ts';

/**
 * Unhashed files that must never be served stale: the pages, the web app manifest and the
 * service worker with its Workbox helpers (browsers check sw.js for a new release; decision 024).
 */
const REVALIDATED =
  /^(index\.html|offline\.html|offline\/[a-z]+\.html|manifest\.webmanifest|sw\.js|workbox-[\w-]+\.js)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A rendered page compressed as the browser accepts: the landing page's markup is about 55 KB,
 * 9 KB in Brotli. Quality 5 takes about a millisecond; the build's files use 11 (vite.compress.ts).
 */
async function compressed(body: string, acceptEncoding: string | undefined) {
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding, body: await brotli(body, { params }) };
  }
  if (encoding === 'gzip') return { encoding, body: await gzip(body, { level: 6 }) };
  return { encoding: null, body };
}

/**
 * The path as a person would read it, only to choose between the API's 404 and a page: decoded,
 * without repeated slashes, in lower case (`//%41PI/x` is `/api/x`).
 */
function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A broken escape never reaches here (the router refuses it); keep the raw text anyway.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

export type SpaOptions = Omit<FirstScreenOptions, 'log' | 'inject' | 'timeoutMs'>;

/**
 * Serves the built web app on the same origin as the API: files by path, and for every other
 * path that is not /api or /socket.io, index.html with the page's first screen rendered in it
 * (first-screen.ts), so the client router answers it (including its own 404 page).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  const index = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(index);
  const page = createFirstScreen({ ...opts, log: app.log, inject: app.inject.bind(app) });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { body, status } = await page(request);
    const encoded = await compressed(body, request.headers['accept-encoding']);
    if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
    // Rendered for this visitor's session and language: never shared, always revalidated.
    return reply
      .status(status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoded.body);
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // Look files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // Pages, "/" included, are rendered (the not-found handler below); /index.html is the
      // plain app shell the service worker keeps.
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/vite.compress.ts).
      preCompressed: true,
      // dist/.vite/ holds the build manifest, for people reading the build, not for browsers.
      dotfiles: 'ignore',
      maxAge: '1h',
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (
          // A precompressed copy (index.html.br) is revalidated as its original is.
          REVALIDATED.test(path.relative(opts.distDir, filePath).replace(/\.(br|gz)$/, ''))
        ) {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
    app.get('/', sendPage);
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built; only the API is served');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = normalisedPath(request.url);
    if (/^\/(api|socket\.io)(\/|$)/.test(pathname)) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
    // A missing asset (a path with a file extension) is a real 404, never the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!hasBuild || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
    return sendPage(request, reply);
  });
});
