/**
 * Which requests the service worker (sw.ts) answers, and how: pure functions, so the rules
 * are unit-tested without a worker. Anything none of them claims (every /api and /socket.io
 * call, other origins) is never handled, so it goes to the network and is never cached
 * (DESIGN.md section 11: no API response with personal data is stored).
 */
import { OFFLINE_URL } from './offline-page';

/** The precached app shell, the fallback for a page that can render without the server. */
export const APP_SHELL_URL = '/index.html';
export { OFFLINE_URL };

/** Public pages whose content is in the app itself: the shell can show them offline. */
const SHELL_PAGES = new Set([
  '/',
  '/services',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact-us',
]);

/** Calls to the server: never answered by the service worker, never cached. */
export function isServerCall(url: URL): boolean {
  return (
    url.pathname === '/api' ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/socket.io')
  );
}

/** A same-origin page load (not an API URL opened in a tab). */
export function isAppNavigation(mode: RequestMode, url: URL, origin: string): boolean {
  return mode === 'navigate' && url.origin === origin && !isServerCall(url);
}

/** Where a failed page load falls back: the shell for public pages, else the offline page. */
export function offlineFallbackFor(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return SHELL_PAGES.has(path) ? APP_SHELL_URL : OFFLINE_URL;
}

/**
 * Vite's content-hashed build output (route chunks, locale chunks, CSS, fonts): a new release
 * has new names, so a cached copy is never stale.
 */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Unhashed files of public/ (favicon, icons): served from cache, refreshed in the background. */
export function isStaticFile(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    !isServerCall(url) &&
    /^\/(favicon\.svg|icons\/[\w.-]+\.png)$/.test(url.pathname)
  );
}
