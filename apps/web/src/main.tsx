import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/providers';
import { AppRouter, createAppRouter, routerReady } from './app/router';
import { readFirstScreen } from './app/first-screen';
import { refreshSession } from './lib/session/check-auth';
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
const session = createSessionStore(firstScreen ? stateFromCheckAuth(firstScreen.session) : {});
if (!firstScreen) void refreshSession(session);

const app = (
  <StrictMode>
    <AppProvider store={session}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

void translations
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .then(async () => {
    // The server's markup is in the language the cookie named; if this tab's saved choice
    // differs, the first screen is rendered afresh instead of hydrated.
    if (firstScreen?.language === i18n.resolvedLanguage) {
      await routerReady(router);
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      startTransition(() => createRoot(root).render(app));
    }
  });

// Production only: in development Vite serves unhashed modules a worker must not cache.
if (import.meta.env.PROD) registerServiceWorker();
