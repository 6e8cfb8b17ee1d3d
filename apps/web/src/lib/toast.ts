import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner's call shapes, without sonner in the first download of the
 * pages that raise none (the landing page's script budget, decision 026): the library loads
 * with the toaster or on the first toast. A toast raised before the toaster
 * has subscribed still shows: sonner hands its active toasts to a new subscriber. Calls keep
 * their order, since each waits on the same import.
 */
type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
const listeners = new Set<() => void>();

/**
 * Mounts the toaster (app/app-toaster.tsx): its live region must be in the page before a
 * toast is added to it, or screen readers may not announce the toast. The pages that call the
 * server ask for it as they mount (app/query-layout.tsx), before anything can raise a toast.
 */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

function load(): Promise<Sonner> {
  sonner ??= import('sonner');
  requestToaster();
  return sonner;
}

/** Whether the toaster is wanted yet (it mounts from then on). */
export const toastsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => toasterWanted,
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
