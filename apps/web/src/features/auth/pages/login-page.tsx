import { ZLoginRequest } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths, type SignupRole } from '../../../config/paths';
import { useLogin } from '../api/login';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { useAuthFormSubmit } from '../hooks/use-auth-form-submit';
import { PhoneField } from '../components/phone-field';

const FIELD_ORDER = ['phone', 'password'] as const;

/**
 * /user/login and /repairer/login. The first validation error is a toast
 * (SPEC.md section 5); the fields are only marked invalid.
 */
export function LoginPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { phone: '', password: '' },
    shouldFocusError: false,
  });
  const login = useLogin(role);
  const { errors } = form.formState;

  const { onInvalid, ...onAnswer } = useAuthFormSubmit(form, {
    fieldOrder: FIELD_ORDER,
    toastId: 'login',
    success: t('login.success'),
    failed: t('login.failed'),
    dashboard: paths[role].dashboard,
  });
  const onSubmit = form.handleSubmit((body) => login.mutate(body, onAnswer), onInvalid);

  const isUser = role === 'user';
  return (
    <AuthPage
      title={isUser ? t('login.userTitle') : t('login.repairerTitle')}
      subtitle={isUser ? t('login.userSubtitle') : t('login.repairerSubtitle')}
      icon={<LogIn className="size-6" aria-hidden="true" />}
      footer={
        isUser ? (
          <>
            <AuthFooterLine text={t('login.newCustomer')}>
              <TextLink to={paths.user.getOtp}>{t('login.customerSignup')}</TextLink>
            </AuthFooterLine>
            <AuthFooterLine text={t('login.professionalCta')}>
              <TextLink to={paths.repairer.login}>{t('login.professionalLogin')}</TextLink>
            </AuthFooterLine>
          </>
        ) : (
          <>
            <AuthFooterLine text={t('login.newProfessional')}>
              <TextLink to={paths.repairer.getOtp}>{t('login.professionalSignup')}</TextLink>
            </AuthFooterLine>
            <AuthFooterLine text={t('login.customerCta')}>
              <TextLink to={paths.user.login}>{t('login.customerLogin')}</TextLink>
            </AuthFooterLine>
            <AuthFooterLine text={t('login.newCustomer')}>
              <TextLink to={paths.user.getOtp}>{t('login.customerSignup')}</TextLink>
            </AuthFooterLine>
          </>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PhoneField {...form.register('phone')} autoComplete="username" invalid={!!errors.phone} />
        <div className="flex flex-col gap-1">
          <PasswordField
            {...form.register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            invalid={!!errors.password}
          />
          <TextLink to={paths[role].forgotPassword} className="self-end text-sm">
            {t('login.forgotPassword')}
          </TextLink>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
