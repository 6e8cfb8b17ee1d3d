import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { PageSpinner } from '../../../../components/ui/spinner';
import { createServiceRequestMutationKey } from '../../api/create-service-request';

/** The steps load when the wizard first opens (the dashboard's script budget, decision 026). */
const RequestWizard = lazy(() => import('./wizard-body'));

export interface WizardLaunch {
  /** A catalogue main category from a service card (locks the service type), else null. */
  serviceType: string | null;
}

/**
 * The Request Service wizard (SPEC.md section 2): location, job details, then
 * 'Service Requested!'. Mounted while open, so each opening starts afresh.
 */
export function RequestWizardDialog({
  launch,
  onClose,
}: {
  launch: WizardLaunch | null;
  onClose: () => void;
}) {
  // Not suspending on the wizard's texts (loaded on first use): a suspense here would hide the
  // whole page behind the app's spinner and drop the focus of the button that opened the
  // wizard, so the dialog could not give it back. The texts load in the background while the
  // dashboard shows; opened before they are in, the dialog waits inside with a spinner.
  const { t, ready } = useTranslation(['wizard', 'common'], { useSuspense: false });
  // The dialog stays while the request is being sent.
  const sending = useIsMutating({ mutationKey: createServiceRequestMutationKey }) > 0;
  return (
    <Dialog
      open={launch !== null}
      onClose={onClose}
      title={ready ? t('title') : t('common:loading')}
      size="lg"
      dismissible={!sending}
      closeOnBackdrop={false}
      data-testid="request-wizard"
    >
      {launch &&
        (ready ? (
          <Suspense fallback={<PageSpinner />}>
            <RequestWizard launch={launch} onClose={onClose} />
          </Suspense>
        ) : (
          <PageSpinner />
        ))}
    </Dialog>
  );
}
