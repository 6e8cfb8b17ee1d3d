import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { HydrationProvider, useHydrated } from '../hooks/use-hydrated';
import { i18n } from '../i18n';
import { toastsStore } from '../lib/toast';
import { realtimeAccount } from '../lib/socket/realtime-account';
import { SessionProvider, useSession } from '../lib/session/session-context';
import type { SessionStore } from '../lib/session/session-store';

/**
 * The toaster and the socket are not needed for the first paint, so they load in chunks of
 * their own (the landing page's script budget, decision 026): the toaster with the pages that
 * raise toasts (lib/toast.ts); the socket only once someone is signed in as a user or a
 * repairer.
 */
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));
const RealtimeSocket = lazy(async () => ({ default: (await import('./realtime')).Realtime }));

/** The toaster, once a page that raises toasts has mounted, or from the first toast on. */
function Toasts() {
  const wanted = useSyncExternalStore(toastsStore.subscribe, toastsStore.getSnapshot, () => false);
  return wanted ? <AppToaster /> : null;
}

/**
 * Marks the document once the app has rendered or hydrated its first screen (`data-ready`):
 * after the render in which `useHydrated` turns true, so the buttons are on by then.
 */
function ReadyMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = '';
  }, [hydrated]);
  return null;
}

/**
 * The socket's listeners, once the first screen is live: not in the server's render, where its
 * chunk could only suspend, nor in hydration. For a first screen the server rendered, main.tsx
 * has opened the socket already, so a page that hydrates can chat at once.
 */
function RealtimeWhenSignedIn() {
  const account = realtimeAccount(useSession());
  const hydrated = useHydrated();
  return hydrated && account ? <RealtimeSocket /> : null;
}

/**
 * Everything the pages rely on: translations, the session (checked by main.tsx as the app
 * starts), the socket and toasts. Server state is provided by the query layout route
 * (app/query-layout.tsx).
 */
export function AppProvider({
  children,
  store,
  hydrating = false,
}: {
  children: ReactNode;
  store: SessionStore;
  /** The server's render of the first screen, and the browser's hydration of it. */
  hydrating?: boolean;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <HydrationProvider hydrating={hydrating}>
        <SessionProvider store={store}>
          <Suspense fallback={<PageSpinner className="min-h-dvh" />}>{children}</Suspense>
          <ReadyMark />
          <Suspense fallback={null}>
            <RealtimeWhenSignedIn />
            <Toasts />
          </Suspense>
        </SessionProvider>
      </HydrationProvider>
    </I18nextProvider>
  );
}
