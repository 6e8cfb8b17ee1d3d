import { ZGetOtpRequest } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths, type SignupRole } from '../../../config/paths';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useGetOtp } from '../api/get-otp';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { LegalLinks } from '../components/legal-links';
import { PhoneField } from '../components/phone-field';
import { StepIndicator } from '../components/step-indicator';
import { readSignupFlow, RESEND_COOLDOWN_MS, saveSignupFlow } from '../utils/signup-flow';

/** /user/getotp and /repairer/getotp: the phone number, then 'Get OTP'. */
export function GetOtpPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rolePaths = paths[role];
  const form = useForm({
    resolver: zodResolver(ZGetOtpRequest),
    defaultValues: { phone: readSignupFlow(role)?.phone ?? '' },
  });
  const getOtp = useGetOtp(role);

  const goToVerify = (phone: string, otpSentAt: number) => {
    saveSignupFlow(role, { phone, otpSentAt, verified: false });
    void navigate(rolePaths.verifyOtp, { state: { phone } });
  };

  const onSubmit = form.handleSubmit(({ phone }) =>
    getOtp.mutate(
      { phone },
      {
        onSuccess: () => {
          toast.success(t('getOtp.sent'), { id: 'otp' });
          goToVerify(phone, Date.now());
        },
        onError: (error) => {
          const message = errorMessage(error, t('getOtp.failed'));
          if (error.code === 'PHONE_ALREADY_REGISTERED') {
            toast.error(message, {
              id: 'otp',
              action: { label: t('getOtp.login'), onClick: () => void navigate(rolePaths.login) },
            });
          } else if (error.code === 'OTP_RESEND_TOO_SOON') {
            // A code was sent for this number moments ago: it is still valid, so go and enter it.
            toast.info(message, { id: 'otp' });
            const waited = RESEND_COOLDOWN_MS - (error.retryAfter ?? 0) * 1000;
            goToVerify(phone, Date.now() - Math.max(0, waited));
          } else {
            toast.error(message, { id: 'otp' });
          }
        },
      },
    ),
  );

  const phoneError = form.formState.errors.phone?.message;
  return (
    <AuthPage
      title={role === 'user' ? t('getOtp.userTitle') : t('getOtp.repairerTitle')}
      subtitle={role === 'user' ? t('getOtp.userSubtitle') : t('getOtp.repairerSubtitle')}
      steps={<StepIndicator current={1} />}
      icon={<Smartphone className="size-6" aria-hidden="true" />}
      footer={
        <>
          <AuthFooterLine text={t('getOtp.haveAccount')}>
            <TextLink to={rolePaths.login}>{t('getOtp.login')}</TextLink>
          </AuthFooterLine>
          {role === 'user' ? (
            <AuthFooterLine text={t('getOtp.repairerCta')}>
              <TextLink to={paths.repairer.getOtp}>{t('getOtp.repairerLink')}</TextLink>
            </AuthFooterLine>
          ) : (
            <AuthFooterLine text={t('getOtp.userCta')}>
              <TextLink to={paths.user.getOtp}>{t('getOtp.userLink')}</TextLink>
            </AuthFooterLine>
          )}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PhoneField
          {...form.register('phone')}
          autoFocus
          hint={t('fields.phoneHint')}
          error={translateValidation(phoneError)}
        />
        <Button type="submit" size="lg" fullWidth isLoading={getOtp.isPending}>
          {t('getOtp.submit')}
        </Button>
        <LegalLinks />
      </form>
    </AuthPage>
  );
}
