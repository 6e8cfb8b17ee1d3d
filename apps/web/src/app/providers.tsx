import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { i18n } from '../i18n';
import { toastsStore } from '../lib/toast';
import { refreshSession } from '../lib/session/check-auth';
import { SessionProvider, useSession } from '../lib/session/session-context';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';

/**
 * The toaster and the socket are not needed for the first paint, so they load in chunks of
 * their own (the landing page's script budget, docs/performance.md): the toaster with the first
 * toast (lib/toast.ts); the socket only once someone is
 * signed in as a user or a repairer.
 */
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));
const RealtimeProvider = lazy(async () => ({ default: (await import('./realtime')).Realtime }));

/** The toaster, from the first toast on (lib/toast.ts loads sonner then). */
function Toasts() {
  const wanted = useSyncExternalStore(toastsStore.subscribe, toastsStore.getSnapshot, () => false);
  return wanted ? <AppToaster /> : null;
}

function Realtime() {
  const { role } = useSession();
  return role === 'user' || role === 'repairer' ? <RealtimeProvider /> : null;
}

/**
 * Everything the pages rely on: translations, the session, the socket and toasts. Server state
 * is provided by the query layout route (app/query-layout.tsx).
 */
export function AppProvider({
  children,
  store: givenStore,
}: {
  children: ReactNode;
  store?: SessionStore;
}) {
  const [store] = useState(() => givenStore ?? createSessionStore());
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || givenStore) return;
    checked.current = true;
    void refreshSession(store);
  }, [store, givenStore]);

  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider store={store}>
        <Suspense fallback={<PageSpinner className="min-h-dvh" />}>{children}</Suspense>
        <Suspense fallback={null}>
          <Realtime />
          <Toasts />
        </Suspense>
      </SessionProvider>
    </I18nextProvider>
  );
}
