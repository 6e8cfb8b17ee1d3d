/// <reference lib="webworker" />
/**
 * The service worker (decision 024), built by vite-plugin-pwa (injectManifest) into /sw.js.
 * Precaches the app shell; caches hashed build files on first use; loads pages from the
 * network, falling back to the shell or the offline page; never touches /api or /socket.io.
 */
import { LANGUAGES } from '@gharseva/domain';
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
import { offlinePageFor } from './offline-page';
import { isLanguageMessage } from './language-message';

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
const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

// The page tells the worker the language the person chose (language-message.ts), so the
// offline page can be theirs. Kept in a small cache of its own: a worker is stopped and
// started at will and keeps nothing in memory.
const PREFERENCES = 'gs-preferences';
const LANGUAGE_ENTRY = '/__gs/language';

self.addEventListener('message', (event) => {
  if (!isLanguageMessage(event.data)) return;
  const { language } = event.data;
  event.waitUntil(
    caches.open(PREFERENCES).then((cache) => cache.put(LANGUAGE_ENTRY, new Response(language))),
  );
});

async function chosenLanguage(): Promise<string | null> {
  const saved = await caches.match(LANGUAGE_ENTRY, { cacheName: PREFERENCES });
  return saved ? saved.text() : null;
}

registerRoute(
  ({ request, url }) => isAppNavigation(request.mode, url, origin),
  async (options) => {
    try {
      return await new NetworkOnly().handle(options);
    } catch {
      const page = offlineFallbackFor(options.url);
      const fallback =
        (await matchPrecache(
          page === OFFLINE_URL ? offlinePageFor(await chosenLanguage(), LANGUAGE_CODES) : page,
        )) ?? (await matchPrecache(OFFLINE_URL));
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
