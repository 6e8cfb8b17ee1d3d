import { paiseToRupees, REJECTION_FEE_PAISE } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/errors';
import { useAcceptQuote } from '../api/accept-quote';
import { useRejectQuote } from '../api/reject-quote';
import type { UserRequest } from '../types';
import { formatMoneyRupees } from '../../../utils/money';

/** quoted -> accepted: 'Quotation accepted! Repairer will be notified.' */
export function AcceptQuoteDialog({
  request,
  onClose,
}: {
  request: UserRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const accept = useAcceptQuote();
  const fallbacks = {
    failed: t('inProgress.accept.failed'),
    unexpected: t('inProgress.accept.error'),
  };

  const onConfirm = () => {
    if (!request) return;
    accept.mutate(request._id, {
      onSuccess: (response) => {
        if (response.success === false) {
          toast.error(response.message || fallbacks.failed, { id: 'accept-quote' });
          return;
        }
        toast.success(t('inProgress.accept.success'), { id: 'accept-quote' });
        onClose();
      },
      onError: (error) => toast.error(failureMessage(error, fallbacks), { id: 'accept-quote' }),
    });
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      isPending={accept.isPending}
      title={t('inProgress.accept.title')}
      description={
        request &&
        t('inProgress.accept.body', {
          name: request.repairer?.fullname ?? '',
          amount: formatMoneyRupees(request.estimatedPrice),
          title: request.title,
        })
      }
      confirmLabel={t('inProgress.accept.confirm')}
      cancelLabel={t('inProgress.accept.cancel')}
    />
  );
}

/** quoted -> rejected, then the ₹150 rejection fee at /rejection-fee/{paymentId}. */
export function RejectQuoteDialog({
  request,
  onClose,
}: {
  request: UserRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const reject = useRejectQuote();
  const fallbacks = {
    failed: t('inProgress.reject.failed'),
    unexpected: t('inProgress.reject.error'),
  };

  const onConfirm = () => {
    if (!request) return;
    reject.mutate(request._id, {
      onSuccess: (response) => {
        if (response.success === false) {
          toast.error(response.message || fallbacks.failed, { id: 'reject-quote' });
          return;
        }
        onClose();
        if (response.paymentId) {
          toast.success(t('inProgress.reject.success'), { id: 'reject-quote' });
          void navigate(paths.rejectionFee(response.paymentId));
        } else {
          toast.error(fallbacks.failed, { id: 'reject-quote' });
        }
      },
      onError: (error) => toast.error(failureMessage(error, fallbacks), { id: 'reject-quote' }),
    });
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      isPending={reject.isPending}
      confirmVariant="danger"
      title={t('inProgress.reject.title')}
      description={
        request &&
        t('inProgress.reject.body', {
          amount: formatMoneyRupees(request.estimatedPrice),
          fee: formatMoneyRupees(paiseToRupees(REJECTION_FEE_PAISE)),
        })
      }
      confirmLabel={t('inProgress.reject.confirm')}
      cancelLabel={t('inProgress.reject.cancel')}
    />
  );
}
