import { ZVerifyOtpRequest } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths, type SignupRole } from '../../../config/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { formatPhone } from '../../../utils/input';
import { PhoneInSentence } from '../../../components/ui/phone-number';
import { useGetOtp } from '../api/get-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthPage } from '../components/auth-page';
import { OtpField } from '../components/otp-field';
import { ResendOtp } from '../components/resend-otp';
import { StepIndicator } from '../components/step-indicator';
import { useSignupFlow } from '../hooks/use-signup-flow';
import { RESEND_COOLDOWN_MS, type SignupFlow } from '../utils/signup-flow';

/** /user/verify-otp and /repairer/verify-otp: without a phone from the previous step, back to getotp. */
export function VerifyOtpPage({ role }: { role: SignupRole }) {
  const { flow, update } = useSignupFlow(role);
  if (!flow) return <Navigate to={paths[role].getOtp} replace />;
  return <VerifyOtpForm role={role} flow={flow} onFlowChange={update} />;
}

function VerifyOtpForm({
  role,
  flow,
  onFlowChange,
}: {
  role: SignupRole;
  flow: SignupFlow;
  onFlowChange: (flow: SignupFlow) => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { phone } = flow;
  const form = useForm({
    resolver: zodResolver(ZVerifyOtpRequest),
    defaultValues: { phone, otp: '' },
  });
  const verify = useVerifyOtp(role);
  const resend = useGetOtp(role);
  const secondsLeft = useCountdown(flow.otpSentAt + RESEND_COOLDOWN_MS);

  const clearCode = () => {
    form.setValue('otp', '');
    form.setFocus('otp');
  };

  const onSubmit = form.handleSubmit(
    (body) =>
      verify.mutate(body, {
        onSuccess: () => {
          toast.success(t('verifyOtp.verified'), { id: 'otp' });
          onFlowChange({ ...flow, verified: true });
          void navigate(paths[role].signup, { state: { phone } });
        },
        onError: (error) => {
          clearCode();
          toast.error(errorMessage(error, t('verifyOtp.failed')), { id: 'otp' });
        },
      }),
    () => clearCode(),
  );

  const onResend = () =>
    resend.mutate(
      { phone },
      {
        onSuccess: () => {
          toast.success(t('getOtp.sent'), { id: 'otp' });
          onFlowChange({ ...flow, otpSentAt: Date.now() });
          clearCode();
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('getOtp.failed')), { id: 'otp' });
          if (error.retryAfter !== undefined && error.code === 'OTP_RESEND_TOO_SOON') {
            onFlowChange({
              ...flow,
              otpSentAt: Date.now() - RESEND_COOLDOWN_MS + error.retryAfter * 1000,
            });
          }
        },
      },
    );

  const otpError = form.formState.errors.otp?.message;
  return (
    <AuthPage
      title={t('verifyOtp.title')}
      subtitle={
        <Trans
          ns="auth"
          i18nKey="verifyOtp.subtitle"
          values={{ phone: formatPhone(phone) }}
          components={{
            strong: <PhoneInSentence />,
          }}
        />
      }
      steps={<StepIndicator current={2} />}
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <OtpField {...form.register('otp')} autoFocus error={translateValidation(otpError)} />
        <Button type="submit" size="lg" fullWidth isLoading={verify.isPending}>
          {t('verifyOtp.submit')}
        </Button>
        <ResendOtp secondsLeft={secondsLeft} onResend={onResend} isPending={resend.isPending} />
        <p className="text-center text-sm">
          <TextLink to={paths[role].getOtp}>{t('verifyOtp.changeNumber')}</TextLink>
        </p>
      </form>
    </AuthPage>
  );
}
