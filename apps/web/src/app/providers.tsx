import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { dialogOpenStore } from '../components/ui/dialog';
import { PageSpinner } from '../components/ui/spinner';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { refreshSession } from '../lib/session/check-auth';
import { SessionProvider } from '../lib/session/session-context';
import { RealtimeProvider } from '../lib/socket/realtime-provider';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';

/**
 * Toasts live in their own child of <body>, marked to stay interactive while a
 * dialog makes the rest of the page inert (components/ui/dialog.tsx). While a
 * dialog is open they show at the top, clear of its buttons (a bottom sheet on phones).
 * On phones they rise above the floating language button (12 px + 44 px) instead of over it.
 */
function AppToaster() {
  const { t } = useTranslation();
  const dialogOpen = useSyncExternalStore(
    dialogOpenStore.subscribe,
    dialogOpenStore.getSnapshot,
    () => false,
  );
  return createPortal(
    <div data-dialog-keep="">
      <Toaster
        position={dialogOpen ? 'top-center' : 'bottom-center'}
        richColors
        closeButton
        mobileOffset={{ bottom: 64 }}
        containerAriaLabel={t('toasts')}
        toastOptions={{ duration: 5000 }}
      />
    </div>,
    document.body,
  );
}

/** Everything the pages rely on: translations, server state, the session, the socket and toasts. */
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
          <RealtimeProvider />
          <AppToaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
