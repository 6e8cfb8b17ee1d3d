import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { PageSpinner } from '../components/ui/spinner';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { refreshSession } from '../lib/session/check-auth';
import { SessionProvider } from '../lib/session/session-context';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';

function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      containerAriaLabel={t('toasts')}
      toastOptions={{ duration: 5000 }}
    />
  );
}

/** Everything the pages rely on: translations, server state, the session and toasts. */
export function AppProvider({
  children,
  store: givenStore,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  store?: SessionStore;
  queryClient?: QueryClient;
}) {
  const [store] = useState(() => givenStore ?? createSessionStore());
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || givenStore) return;
    checked.current = true;
    void refreshSession(store);
  }, [store, givenStore]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>
          <Suspense fallback={<PageSpinner className="min-h-dvh" />}>{children}</Suspense>
          <AppToaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
