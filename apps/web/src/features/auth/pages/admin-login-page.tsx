import { ZAdminLoginRequest } from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldUser } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { PasswordField } from '../../../components/ui/password-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useLoginAdmin } from '../api/login-admin';
import { AuthFooterLine, AuthPage } from '../components/auth-page';
import { useAuthFormSubmit } from '../hooks/use-auth-form-submit';
import { PhoneField } from '../components/phone-field';

const FIELD_ORDER = ['fullname', 'phone', 'password'] as const;

/** /admin/login: full name, phone and password; the first validation error is a toast. */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(ZAdminLoginRequest),
    defaultValues: { fullname: '', phone: '', password: '' },
    shouldFocusError: false,
  });
  const login = useLoginAdmin();
  const { errors } = form.formState;

  const { onInvalid, ...onAnswer } = useAuthFormSubmit(form, {
    fieldOrder: FIELD_ORDER,
    toastId: 'login',
    success: t('adminLogin.success'),
    failed: t('adminLogin.failed'),
    dashboard: paths.admin.dashboard,
  });
  const onSubmit = form.handleSubmit((body) => login.mutate(body, onAnswer), onInvalid);

  return (
    <AuthPage
      title={t('adminLogin.title')}
      subtitle={t('adminLogin.subtitle')}
      icon={<ShieldUser className="size-6" aria-hidden="true" />}
      footer={
        <AuthFooterLine text={t('adminLogin.signupCta')}>
          <TextLink to={paths.admin.signup}>{t('adminLogin.signupLink')}</TextLink>
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
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          invalid={!!errors.password}
        />
        <Button type="submit" size="lg" fullWidth isLoading={login.isPending}>
          {t('adminLogin.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
