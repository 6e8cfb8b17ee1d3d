import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/providers';
import { AppRouter } from './app/router';
import { initI18n } from './i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen renders in the visitor's language: load its texts first.
void initI18n()
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );

// Production only: in development Vite serves unhashed modules a worker must not cache.
if (import.meta.env.PROD) registerServiceWorker();
