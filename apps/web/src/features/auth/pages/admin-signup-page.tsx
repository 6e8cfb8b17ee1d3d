import { VALIDATION_MESSAGES, ZAdminSignupForm } from '@gharseva/domain';
import { translateValidation } from '../../../i18n/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { PasswordField } from '../../../components/ui/password-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useSignupAdmin } from '../api/signup-admin';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { useAuthFormSubmit } from '../hooks/use-auth-form-submit';
import { PhoneField } from '../components/phone-field';

const FIELD_ORDER = ['fullname', 'phone', 'secretkey', 'password', 'confirmPassword'] as const;

/**
 * /admin/signup. The first validation error is a toast; 'Passwords do not
 * match' is also shown under the confirmation (SPEC.md section 5).
 */
export default function AdminSignupPage() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(ZAdminSignupForm),
    defaultValues: { fullname: '', phone: '', secretkey: '', password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const signup = useSignupAdmin();
  const { errors } = form.formState;
  const mismatch = errors.confirmPassword?.message === VALIDATION_MESSAGES.passwordsMismatch;

  const { onInvalid, ...onAnswer } = useAuthFormSubmit(form, {
    fieldOrder: FIELD_ORDER,
    toastId: 'signup',
    success: t('adminSignup.success'),
    failed: t('adminSignup.failed'),
    dashboard: paths.admin.dashboard,
  });
  const onSubmit = form.handleSubmit(
    ({ fullname, phone, secretkey, password }) =>
      signup.mutate({ fullname, phone, secretkey, password }, onAnswer),
    onInvalid,
  );

  return (
    <AuthPage
      title={t('adminSignup.title')}
      subtitle={t('adminSignup.subtitle')}
      icon={<ShieldPlus className="size-6" aria-hidden="true" />}
      footer={
        <AuthFooterLine text={t('adminSignup.loginCta')}>
          <TextLink to={paths.admin.login}>{t('adminSignup.loginLink')}</TextLink>
        </AuthFooterLine>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          {...form.register('fullname')}
          label={t('fields.fullname')}
          autoComplete="name"
          autoFocus
          invalid={!!errors.fullname}
        />
        <PhoneField {...form.register('phone')} autoComplete="username" invalid={!!errors.phone} />
        <TextField
          {...form.register('secretkey')}
          label={t('fields.secretKey')}
          type="password"
          autoComplete="off"
          invalid={!!errors.secretkey}
        />
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          invalid={!!errors.password}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          error={mismatch ? translateValidation(errors.confirmPassword?.message) : undefined}
        />
        <Button type="submit" size="lg" fullWidth isLoading={signup.isPending}>
          {t('adminSignup.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
