import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRequestTitle } from '../../../i18n/request-title';
import { toast } from '../../../lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import type { UserRequest } from '../types';
import { cancelFailure } from '../utils/cancel-failure';

/**
 * requested, pending_quote or quoted -> cancelled, free of charge (DESIGN.md section 12): the
 * repairer who took the job is told, and the card leaves the In Progress list.
 */
export function CancelRequestDialog({
  request,
  onClose,
}: {
  request: UserRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const title = useRequestTitle();
  const cancel = useCancelRequest();
  const fallbacks = {
    failed: t('pending.cancelFailed'),
    unexpected: t('pending.cancelError'),
    refused: t('pending.cancelRefused'),
  };

  const onConfirm = () => {
    if (!request) return;
    cancel.mutate(request._id, {
      onSuccess: (response) => {
        onClose();
        if (response.success === false) {
          toast.error(response.message || fallbacks.failed, { id: 'cancel-request' });
          return;
        }
        toast.success(t('pending.cancelled'), { id: 'cancel-request' });
      },
      onError: (error) => {
        onClose();
        toast.error(cancelFailure(error, fallbacks), { id: 'cancel-request' });
      },
    });
  };

  const name = request?.repairer?.fullname;
  return (
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      isPending={cancel.isPending}
      confirmVariant="danger"
      title={t('pending.confirmTitle')}
      description={
        request &&
        (name
          ? t('inProgress.withdraw.bodyNamed', { title: title(request), name })
          : t('inProgress.withdraw.body', { title: title(request) }))
      }
      confirmLabel={t('pending.confirmCancel')}
      cancelLabel={t('pending.confirmKeep')}
    />
  );
}
