import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Unhashed files that must never be served stale: the pages, the web app manifest and the
 * service worker with its Workbox helpers (browsers check sw.js for a new release; decision 024).
 */
const REVALIDATED =
  /^(index\.html|offline\.html|offline\/[a-z]+\.html|manifest\.webmanifest|sw\.js|workbox-[\w-]+\.js)$/;

/**
 * Serves the built web app on the same origin as the API: files by path, and
 * index.html for every other path that is not /api or /socket.io, so the
 * client router can answer it (including its own 404 page).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const index = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // Look files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: 'index.html',
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
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built; only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
    // A missing asset (a path with a file extension) is a real 404, never the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    if (!hasBuild || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
