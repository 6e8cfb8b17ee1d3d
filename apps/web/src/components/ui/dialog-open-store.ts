/**
 * Which dialogs are open, apart from the dialog itself, so the toaster can follow it without
 * loading the dialog's code (app/app-toaster.tsx).
 */

/** Open dialogs' panels, the top one last. */
export const openPanels: HTMLElement[] = [];
const openListeners = new Set<() => void>();

export function setOpenPanels(change: () => void): void {
  change();
  for (const listener of openListeners) listener();
}

/** Whether any dialog is open (for useSyncExternalStore: the toaster moves out of the way). */
export const dialogOpenStore = {
  subscribe(listener: () => void): () => void {
    openListeners.add(listener);
    return () => openListeners.delete(listener);
  },
  getSnapshot: (): boolean => openPanels.length > 0,
};
