import { i18n } from '../i18n';
import { languageMessage } from './language-message';

/** Tells the active worker the current language, for its offline page. */
function tellLanguage(language: string | undefined): void {
  if (!language) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(languageMessage(language)),
  );
}

/**
 * Registers /sw.js after the page has loaded, so it never competes with the first render.
 * Production builds only (main.tsx): in development Vite serves unhashed modules that a
 * worker must not cache. A new worker takes over by itself and never reloads the page
 * (decision 024); `updateViaCache: 'none'` makes the browser check sw.js past any HTTP cache.
 * The worker is told the language now and on every change.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => tellLanguage(i18n.resolvedLanguage))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    i18n.on('languageChanged', tellLanguage);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
