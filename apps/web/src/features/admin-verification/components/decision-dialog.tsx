import { VERIFICATION_REASON_MAX, type VerificationDecision } from '@gharseva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea';

/**
 * Confirms an admin's decision on a repairer. A reason is asked for every decision but verify
 * (the repairer sees it); a suspension also says his open jobs go back to the board.
 */
export function DecisionDialog({
  decision,
  name,
  isPending,
  onClose,
  onConfirm,
}: {
  decision: VerificationDecision | null;
  name: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const { t } = useTranslation('verification');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const needsReason = decision !== null && decision !== 'verify';

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (needsReason && reason.trim() === '') {
      setError(t('admin.reasonRequired'));
      return;
    }
    onConfirm(needsReason ? reason.trim() : undefined);
  };

  return (
    <ConfirmDialog
      open={decision !== null}
      onClose={close}
      onConfirm={confirm}
      title={
        decision ? t('admin.dialogTitle', { action: t(`admin.actions.${decision}`), name }) : ''
      }
      description={decision === 'suspend' ? t('admin.suspendWarning') : undefined}
      confirmLabel={t('admin.confirm')}
      cancelLabel={t('admin.cancel')}
      confirmVariant={decision === 'verify' || decision === 'reinstate' ? 'primary' : 'danger'}
      isPending={isPending}
      data-testid="verification-dialog"
    >
      {needsReason && (
        <TextareaField
          label={t('admin.reasonLabel')}
          value={reason}
          maxLength={VERIFICATION_REASON_MAX}
          rows={3}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      )}
    </ConfirmDialog>
  );
}
