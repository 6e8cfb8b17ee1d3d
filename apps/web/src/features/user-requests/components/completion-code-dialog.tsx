import { OTP_LENGTH } from '@gharseva/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/errors';
import { digitsOnly } from '../../../utils/input';
import { useVerifyServiceOtp } from '../api/verify-service-otp';
import type { UserRequest } from '../types';

const TOAST_ID = 'completion-code';

/** pending_otp -> pending_payment: the 6-digit completion code, then the payment page. */
export function CompletionCodeDialog({
  request,
  onClose,
}: {
  request: UserRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['requests', 'validation']);
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('inProgress.otp.title')}
      description={request && t('inProgress.otp.body', { title: request.title })}
      size="sm"
      data-testid="completion-code-dialog"
    >
      {request && <CompletionCodeForm request={request} onClose={onClose} />}
    </Dialog>
  );
}

function CompletionCodeForm({ request, onClose }: { request: UserRequest; onClose: () => void }) {
  const { t } = useTranslation(['requests', 'validation']);
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyServiceOtp();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      toast.error(t('validation:serviceOtpInvalid'), { id: TOAST_ID });
      inputRef.current?.focus();
      return;
    }
    verify.mutate(
      { requestId: request._id, otp },
      {
        onSuccess: (response) => {
          if (response.success === false) {
            toast.error(response.message || t('inProgress.otp.rejected'), { id: TOAST_ID });
            return;
          }
          onClose();
          toast.success(t('inProgress.otp.success'), { id: TOAST_ID });
          if (response.paymentId) {
            toast.info(t('inProgress.otp.redirecting'), { id: `${TOAST_ID}-redirect` });
            void navigate(paths.user.payment(response.paymentId));
          } else {
            toast.error(t('inProgress.otp.noPaymentId'), { id: `${TOAST_ID}-redirect` });
            void navigate(paths.user.dashboard);
          }
        },
        onError: (error) => {
          setOtp('');
          toast.error(
            failureMessage(error, {
              failed: t('inProgress.otp.failed'),
              unexpected: t('inProgress.otp.error'),
            }),
            { id: TOAST_ID },
          );
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        ref={inputRef}
        label={t('inProgress.otp.label')}
        hint={t('inProgress.otp.hint')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="text-center text-2xl font-semibold tracking-[0.5em]"
        data-autofocus
        value={otp}
        onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={verify.isPending}>
          {t('inProgress.otp.cancel')}
        </Button>
        <Button type="submit" isLoading={verify.isPending}>
          {t('inProgress.otp.confirm')}
        </Button>
      </div>
    </form>
  );
}
