import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner's call shapes, without sonner in the first download: the
 * library loads on the first toast (docs/performance.md, the landing page's script budget),
 * and the app's toaster mounts then (app/app-toaster.tsx). A toast raised before the toaster
 * has subscribed still shows: sonner hands its active toasts to a new subscriber. Calls keep
 * their order, since each waits on the same import.
 */
type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether any toast has been raised yet (the toaster mounts from then on). */
export const toastsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => sonner !== undefined,
};

const show =
  (kind?: Kind) =>
  (message: string, options?: ExternalToast): void => {
    void load().then(({ toast: sonnerToast }) =>
      kind ? sonnerToast[kind](message, options) : sonnerToast(message, options),
    );
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
});
