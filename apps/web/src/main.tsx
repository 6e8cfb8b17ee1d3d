import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/providers';
import { AppRouter, createAppRouter, routerReady } from './app/router';
import { readFirstScreen } from './app/first-screen';
import { setFirstScreenTime } from './hooks/use-mount-time';
import { refreshSession } from './lib/session/check-auth';
import { realtimeAccount } from './lib/socket/realtime-account';
import { createSessionStore, stateFromCheckAuth } from './lib/session/session-store';
import { i18n, initI18n } from './i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server has usually rendered the first screen already, for this session and language
// (decision 027). Its texts and the page's code load at once; the session check is only needed
// when it has not. Rendering, or hydrating, is a transition, so React works in slices and a
// slow phone's main thread is never blocked for long (docs/performance.md).
const firstScreen = readFirstScreen();
const translations = initI18n();
const router = createAppRouter();
// Relative times in the server's markup count from its time of rendering; so does hydration.
setFirstScreenTime(firstScreen?.renderedAt ?? null);
const session = createSessionStore(firstScreen ? stateFromCheckAuth(firstScreen.session) : {});
if (!firstScreen) void refreshSession(session);
// A signed-in customer's or professional's socket opens as the app starts, so the page the
// server rendered can chat and hear pushes as soon as it has hydrated.
const account = firstScreen ? realtimeAccount(session.getState()) : null;
const socket = account
  ? import('./lib/socket/realtime')
      .then(({ startRealtime }) => startRealtime(account.key))
      .catch((error: unknown) => console.error('Realtime client failed to load', error))
  : undefined;
// The data the server's markup shows (decision 029): in the query client before the first
// render, so the page hydrates with it instead of fetching it and rendering again.
const serverData = firstScreen?.queries
  ? import('./app/hydrate-server-data')
      .then(({ hydrateServerData }) => hydrateServerData(firstScreen.queries))
      // Without it the pages fetch their data as they mount, as without a server render.
      .catch((error: unknown) => console.error('Server data not applied', error))
  : undefined;

const app = (hydrating: boolean) => (
  <StrictMode>
    <AppProvider store={session} hydrating={hydrating}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

void translations
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .then(async () => {
    // The server's markup is in the language the cookie named; if this tab's saved choice
    // differs, the first screen is rendered afresh instead of hydrated.
    await Promise.all([serverData, socket]);
    if (firstScreen?.language === i18n.resolvedLanguage) {
      await routerReady(router);
      startTransition(() => {
        hydrateRoot(root, app(true));
      });
    } else {
      startTransition(() => createRoot(root).render(app(false)));
    }
  });

// Production only: in development Vite serves unhashed modules a worker must not cache.
if (import.meta.env.PROD) registerServiceWorker();
