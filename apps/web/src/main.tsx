import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { refreshSession } from './lib/session/check-auth';
import { createSessionStore } from './lib/session/session-store';
import { initI18n } from './i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen renders in the visitor's language: its texts load first, while the router
// fetches the page's code. The first render is a transition, so React renders it in slices
// and a slow phone's main thread is never blocked for long (docs/performance.md).
// The session check starts now too, not after the first render: a signed-in page waits on it.
const translations = initI18n();
const router = createAppRouter();
const session = createSessionStore();
void refreshSession(session);
void translations
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProvider store={session}>
            <AppRouter router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );

// Production only: in development Vite serves unhashed modules a worker must not cache.
if (import.meta.env.PROD) registerServiceWorker();
