import { ZEmailAddressRequest, ZEmailCodeRequest } from '@gharseva/domain';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupRole } from '../config/paths';
import { translateValidation } from '../i18n/validation';
import { ApiError } from '../lib/api-client';
import { useConfirmEmailCode, useEmailStatus, useRequestEmailCode } from '../lib/email';
import { errorMessage } from '../lib/errors';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { TextField } from './ui/input';
import { LoadError } from './ui/load-error';
import { Spinner } from './ui/spinner';

/** A refused code, said in the email's own words rather than the sign-up OTP's. */
const CODE_ERRORS = {
  INVALID_OTP: 'address.codeWrong',
  OTP_EXPIRED: 'address.codeExpired',
  OTP_TOO_MANY_ATTEMPTS: 'address.codeLocked',
} as const;

/**
 * The account's email address (issue 24): the confirmed one, or a field and 'Send code', then
 * the code from the mail and 'Confirm'. Shown on the customer's and the repairer's settings.
 */
export function EmailAddressSection({ role }: { role: SignupRole }) {
  const { t } = useTranslation('email');
  const headingId = useId();
  const status = useEmailStatus(role);
  const request = useRequestEmailCode(role);
  const confirm = useConfirmEmailCode(role);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmailAddressRequest.safeParse({ email });
    if (!parsed.success) {
      setEmailError(translateValidation(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        setCodeError(undefined);
        setEditing(false);
      },
      onError: (error) => setEmailError(errorMessage(error, t('address.sendFailed'))),
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmailCodeRequest.safeParse({ code });
    if (!parsed.success) {
      setCodeError(translateValidation(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    confirm.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        setEmail('');
        toast.success(t('address.confirmedToast'), { id: 'email' });
      },
      onError: (error) => {
        const key =
          error instanceof ApiError && error.code in CODE_ERRORS
            ? CODE_ERRORS[error.code as keyof typeof CODE_ERRORS]
            : null;
        setCodeError(key ? t(key) : errorMessage(error, t('address.confirmFailed')));
      },
    });
  };

  let body;
  if (status.isPending) body = <Spinner className="size-6" />;
  else if (status.isError) {
    body = <LoadError message={t('address.loadFailed')} onRetry={() => void status.refetch()} />;
  } else {
    const { data } = status;
    const asking = !data.verified || editing;
    body = (
      <div className="flex flex-col gap-4">
        {data.verified && data.email && (
          <div className="flex flex-wrap items-center gap-3">
            <p
              className="flex items-center gap-2 text-sm text-emerald-800"
              data-testid="email-confirmed"
            >
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              <span>{t('address.confirmedAs', { email: data.email })}</span>
            </p>
            {!editing && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t('address.change')}
              </Button>
            )}
          </div>
        )}
        {!data.verified && !data.pendingEmail && (
          <p className="text-sm text-slate-600">{t('address.none')}</p>
        )}
        {asking && (
          <form
            onSubmit={onSend}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              className="sm:flex-1"
              label={t('address.label')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
            <Button type="submit" isLoading={request.isPending} className="sm:mt-7">
              {data.pendingEmail ? t('address.resend') : t('address.send')}
            </Button>
          </form>
        )}
        {data.pendingEmail && (
          <form onSubmit={onConfirm} noValidate className="flex flex-col gap-3">
            <p role="status" className="text-sm text-slate-700">
              {t('address.sent', { email: data.pendingEmail })}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                className="sm:max-w-xs"
                label={t('address.codeLabel')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={codeError}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  setCodeError(undefined);
                }}
              />
              <Button type="submit" isLoading={confirm.isPending} className="sm:mt-7">
                {t('address.confirm')}
              </Button>
            </div>
          </form>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('address.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('address.intro')}</p>
      <div className="mt-2">{body}</div>
    </section>
  );
}
