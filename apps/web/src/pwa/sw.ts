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
import { PUSH_ICON, readPushMessage, sitePath, windowFor } from './push-message';

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

// Web push (decision 056): each push is shown, whether or not a page is open; the server sends
// only what the person should see on a locked phone.
self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: PUSH_ICON,
      data: { url: message.url },
      ...(message.tag ? { tag: message.tag } : {}),
    }),
  );
});

// A click opens the push's page: in a window of the app already open (focused and sent there),
// else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(sitePath(data?.url), origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowFor(windows, target);
      if (open) {
        // Focus is the click's to give; a browser that refuses it still shows the page.
        await open.focus().catch(() => undefined);
        try {
          // navigate() works on the windows this worker controls; another opens a new one.
          if (await open.navigate(target)) return;
        } catch {
          // A window the worker does not control: open a new one below.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
