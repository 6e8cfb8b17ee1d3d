/**
 * Registers /sw.js after the page has loaded, so it never competes with the first render.
 * Production builds only (main.tsx): in development Vite serves unhashed modules that a
 * worker must not cache. A new worker takes over by itself and never reloads the page
 * (decision 024); `updateViaCache: 'none'` makes the browser check sw.js past any HTTP cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
