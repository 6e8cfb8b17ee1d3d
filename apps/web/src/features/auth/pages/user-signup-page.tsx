import { ZUserSignupForm } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRoundPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { PasswordField } from '../../../components/ui/password-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useSessionStore } from '../../../lib/session/session-context';
import { formatPhone } from '../../../utils/input';
import { PhoneInSentence } from '../../../components/ui/phone-number';
import { useSignupUser } from '../api/signup-user';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { StepIndicator } from '../components/step-indicator';
import { TermsCheckbox } from '../components/terms-checkbox';
import { useSignupFlow } from '../hooks/use-signup-flow';
import { clearSignupFlow, saveSignupFlow } from '../utils/signup-flow';

/** /user/signup: needs the verified phone of the previous step, else back to /user/getotp. */
export default function UserSignupPage() {
  const { flow } = useSignupFlow('user', { verified: true });
  if (!flow) return <Navigate to={paths.user.getOtp} replace />;
  return <UserSignupForm phone={flow.phone} />;
}

function UserSignupForm({ phone }: { phone: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSessionStore();
  const form = useForm({
    resolver: zodResolver(ZUserSignupForm),
    defaultValues: { fullname: '', password: '', confirmPassword: '' },
  });
  const signup = useSignupUser();
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => translateValidation(message);

  const onSubmit = form.handleSubmit(({ fullname, password }) =>
    signup.mutate(
      { fullname, password, phone },
      {
        onSuccess: (response) => {
          toast.success(t('signup.success'), { id: 'signup' });
          clearSignupFlow('user');
          session.applyAuthResponse(response);
          void navigate(paths.user.dashboard, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('signup.failed')), { id: 'signup' });
          if (error.code === 'PHONE_NOT_VERIFIED') {
            // The verification expired: start again from the code.
            saveSignupFlow('user', { phone, otpSentAt: 0, verified: false });
            void navigate(paths.user.getOtp, { replace: true });
          }
        },
      },
    ),
  );

  return (
    <AuthPage
      title={t('signup.title')}
      subtitle={
        <Trans
          ns="auth"
          i18nKey="signup.subtitle"
          values={{ phone: formatPhone(phone) }}
          components={{
            strong: <PhoneInSentence />,
          }}
        />
      }
      steps={<StepIndicator current={3} />}
      icon={<UserRoundPlus className="size-6" aria-hidden="true" />}
      footer={
        <AuthFooterLine text={t('signup.haveAccount')}>
          <TextLink to={paths.user.login}>{t('signup.login')}</TextLink>
        </AuthFooterLine>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          {...form.register('fullname')}
          label={t('fields.fullnameIdCard')}
          hint={t('fields.fullnameIdCardHint')}
          autoComplete="name"
          autoCapitalize="words"
          autoFocus
          error={fieldError(errors.fullname?.message)}
        />
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
        />
        <TermsCheckbox {...form.register('terms')} error={fieldError(errors.terms?.message)} />
        <Button type="submit" size="lg" fullWidth isLoading={signup.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
