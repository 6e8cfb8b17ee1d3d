import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { dialogOpenStore } from '../components/ui/dialog-open-store';

/**
 * Toasts live in their own child of <body>, marked to stay interactive while a
 * dialog makes the rest of the page inert (components/ui/dialog.tsx). While a
 * dialog is open they show at the top, clear of its buttons (a bottom sheet on phones).
 * On phones they rise above the floating language button (12 px + 44 px) instead of over it.
 */
export function AppToaster() {
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
