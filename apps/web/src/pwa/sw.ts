/// <reference lib="webworker" />
/**
 * The service worker (decision 024), built by vite-plugin-pwa (injectManifest) into /sw.js.
 * Precaches the app shell; caches hashed build files on first use; loads pages from the
 * network, falling back to the shell or the offline page; never touches /api or /socket.io.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isAppNavigation,
  isHashedAsset,
  isStaticFile,
  offlineFallbackFor,
  OFFLINE_URL,
} from './sw-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new release takes over at once but never reloads an open page: the page keeps the code
// it runs, and its next page load (always from the network) gets the new release.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const origin = self.location.origin;

registerRoute(
  ({ request, url }) => isAppNavigation(request.mode, url, origin),
  async (options) => {
    try {
      return await new NetworkOnly().handle(options);
    } catch {
      const fallback =
        (await matchPrecache(offlineFallbackFor(options.url))) ??
        (await matchPrecache(OFFLINE_URL));
      return fallback ?? Response.error();
    }
  },
);

registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: 'gs-assets',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 60 * 60 * 24 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => isStaticFile(url, origin),
  new StaleWhileRevalidate({ cacheName: 'gs-static' }),
);
