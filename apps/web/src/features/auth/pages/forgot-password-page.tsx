import { ZGetOtpRequest, ZResetPasswordForm } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths, type SignupRole } from '../../../config/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { formatPhone } from '../../../utils/input';
import { PhoneInSentence } from '../../../components/ui/phone-number';
import { useForgotPasswordGetOtp } from '../api/forgot-password-get-otp';
import { useResetPassword } from '../api/reset-password';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { OtpField } from '../components/otp-field';
import { PhoneField } from '../components/phone-field';
import { ResendOtp } from '../components/resend-otp';
import { RESEND_COOLDOWN_MS } from '../utils/signup-flow';

/** /user/forgot-password and /repairer/forgot-password: phone, then code and new password. */
export function ForgotPasswordPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const sendOtp = useForgotPasswordGetOtp(role);

  const requestCode = (phone: string) =>
    sendOtp.mutate(
      { phone },
      {
        onSuccess: () => {
          toast.success(t('forgotPassword.otpSent'), { id: 'reset' });
          setSent({ phone, at: Date.now() });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('forgotPassword.sendFailed')), { id: 'reset' });
          if (error.code === 'OTP_RESEND_TOO_SOON' && error.retryAfter !== undefined) {
            setSent({ phone, at: Date.now() - RESEND_COOLDOWN_MS + error.retryAfter * 1000 });
          }
        },
      },
    );

  return (
    <AuthPage
      title={t('forgotPassword.title')}
      subtitle={
        sent ? (
          <Trans
            ns="auth"
            i18nKey="forgotPassword.resetStep"
            values={{ phone: formatPhone(sent.phone) }}
            components={{
              strong: <PhoneInSentence />,
            }}
          />
        ) : (
          t('forgotPassword.phoneStep')
        )
      }
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={
        <AuthFooterLine>
          <TextLink to={paths[role].login}>{t('forgotPassword.backToLogin')}</TextLink>
        </AuthFooterLine>
      }
    >
      {sent ? (
        <ResetStep
          role={role}
          phone={sent.phone}
          sentAt={sent.at}
          onResend={() => requestCode(sent.phone)}
          isResending={sendOtp.isPending}
          onChangeNumber={() => setSent(null)}
        />
      ) : (
        <PhoneStep onSubmit={requestCode} isPending={sendOtp.isPending} />
      )}
    </AuthPage>
  );
}

function PhoneStep({
  onSubmit,
  isPending,
}: {
  onSubmit: (phone: string) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(ZGetOtpRequest), defaultValues: { phone: '' } });
  const error = form.formState.errors.phone?.message;
  return (
    <form
      onSubmit={form.handleSubmit(({ phone }) => onSubmit(phone))}
      noValidate
      className="flex flex-col gap-5"
    >
      <PhoneField
        {...form.register('phone')}
        autoFocus
        hint={t('fields.phoneHint')}
        error={translateValidation(error)}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {t('forgotPassword.sendOtp')}
      </Button>
    </form>
  );
}

function ResetStep({
  role,
  phone,
  sentAt,
  onResend,
  isResending,
  onChangeNumber,
}: {
  role: SignupRole;
  phone: string;
  sentAt: number;
  onResend: () => void;
  isResending: boolean;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  });
  const reset = useResetPassword(role);
  const secondsLeft = useCountdown(sentAt + RESEND_COOLDOWN_MS);
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => translateValidation(message);

  const onSubmit = form.handleSubmit(
    ({ otp, password }) =>
      reset.mutate(
        { phone, otp, password },
        {
          onSuccess: () => {
            toast.success(t('forgotPassword.success'), { id: 'reset' });
            void navigate(paths[role].login, { replace: true });
          },
          onError: (error) => {
            toast.error(errorMessage(error, t('forgotPassword.resetFailed')), { id: 'reset' });
            if (/OTP/.test(error.code)) {
              form.setValue('otp', '');
              form.setFocus('otp');
            }
          },
        },
      ),
    (invalid) => {
      if (invalid.otp) form.setValue('otp', '');
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <OtpField {...form.register('otp')} autoFocus error={fieldError(errors.otp?.message)} />
      <PasswordField
        {...form.register('password')}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
      />
      <PasswordField
        {...form.register('confirmPassword')}
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
      />
      <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
        {t('forgotPassword.submit')}
      </Button>
      <ResendOtp secondsLeft={secondsLeft} onResend={onResend} isPending={isResending} />
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onChangeNumber}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {t('forgotPassword.changeNumber')}
        </button>
      </p>
    </form>
  );
}
