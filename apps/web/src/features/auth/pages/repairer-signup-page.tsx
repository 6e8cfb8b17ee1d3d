import {
  AADHAAR_LENGTH,
  REDIRECT_AFTER_REPAIRER_SIGNUP_MS,
  SEARCH_CATEGORIES,
  ZRepairerSignupForm,
  type TAuthResponse,
  type TRepairerSignupForm,
} from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleCheckBig } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/input';
import { PincodeField } from '../../../components/ui/pincode-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useSessionStore } from '../../../lib/session/session-context';
import { digitsOnly } from '../../../utils/input';
import { useSignupRepairer } from '../api/signup-repairer';
import { AuthFooterLine } from '../components/auth-page';
import { PhoneField } from '../components/phone-field';
import { RepairerBenefits } from '../components/repairer-benefits';
import { StepIndicator } from '../components/step-indicator';
import { TermsCheckbox } from '../components/terms-checkbox';
import { useSignupFlow } from '../hooks/use-signup-flow';
import { clearSignupFlow } from '../utils/signup-flow';

/** /repairer/signup: needs the verified phone of the previous step, else back to /repairer/getotp. */
export default function RepairerSignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { flow } = useSignupFlow('repairer', { verified: true });
  if (!flow) return <Navigate to={paths.repairer.getOtp} replace />;
  return (
    <div className="bg-linear-to-b from-brand-50 to-slate-50 px-4 py-8 sm:py-12">
      <title>{t('common:pageTitle', { title: t('repairerSignup.title') })}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <div className="order-2 lg:order-1 lg:sticky lg:top-24">
          <RepairerBenefits />
        </div>
        <div className="order-1 lg:order-2">
          <RepairerSignupForm phone={flow.phone} />
        </div>
      </div>
    </div>
  );
}

type FieldName = Path<TRepairerSignupForm>;

function RepairerSignupForm({ phone }: { phone: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const session = useSessionStore();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<TAuthResponse | null>(null);
  const signup = useSignupRepairer();
  const form = useForm({
    resolver: zodResolver(ZRepairerSignupForm),
    reValidateMode: 'onSubmit',
    defaultValues: {
      fullname: '',
      phone,
      aadharcardNumber: '',
      upiId: '',
      password: '',
      confirmPassword: '',
      services: '',
      pincode: '',
    },
  });
  const { errors } = form.formState;

  // 'Account Created!' for 2 seconds, then the dashboard. The session is set at
  // the end so the sign-in guard does not cut the message short.
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => {
      session.applyAuthResponse(created);
      void navigate(paths.repairer.dashboard, { replace: true });
    }, REDIRECT_AFTER_REPAIRER_SIGNUP_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate, session]);

  /** Registers a field whose error clears as soon as it is edited (SPEC.md section 5). */
  const field = (name: FieldName, sanitise?: (value: string) => string) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (sanitise) event.target.value = sanitise(event.target.value);
        if (form.formState.errors[name]) form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };
  const fieldError = (name: FieldName) => translateValidation(errors[name]?.message);

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    signup.mutate(
      {
        fullname: values.fullname,
        phone,
        upiId: values.upiId,
        password: values.password,
        services: values.services,
        aadharcardNumber: values.aadharcardNumber,
        pincode: values.pincode,
      },
      {
        onSuccess: (response) => {
          clearSignupFlow('repairer');
          setCreated(response);
        },
        onError: (error) => setServerError(errorMessage(error, t('repairerSignup.failed'))),
      },
    );
  });

  if (created) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" role="status">
        <CircleCheckBig className="size-14 text-emerald-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('repairerSignup.created')}</h1>
        <p className="text-slate-600">{t('repairerSignup.createdBody')}</p>
      </Card>
    );
  }

  const categoryOptions = SEARCH_CATEGORIES.map((value) => ({
    value,
    label: t(`common:searchCategories.${value}`),
  }));

  return (
    <Card className="p-5 sm:p-8">
      <StepIndicator current={3} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('repairerSignup.title')}
      </h1>
      <p className="mt-1.5 text-slate-600">{t('repairerSignup.subtitle')}</p>
      {serverError && (
        <Alert variant="error" className="mt-5">
          {serverError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('fullname')}
          className="sm:col-span-2"
          label={t('fields.fullname')}
          autoComplete="name"
          autoCapitalize="words"
          autoFocus
          error={fieldError('fullname')}
        />
        <PhoneField
          {...form.register('phone')}
          readOnly
          aria-readonly="true"
          className="sm:col-span-2"
          hint={
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('fields.verified')}
            </span>
          }
          error={fieldError('phone')}
        />
        <TextField
          {...field('aadharcardNumber', (v) => digitsOnly(v, AADHAAR_LENGTH))}
          label={t('fields.aadhaar')}
          hint={t('fields.aadhaarHint')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('aadharcardNumber')}
        />
        <TextField
          {...field('upiId', (v) => v.replace(/\s/g, ''))}
          label={t('fields.upiId')}
          hint={t('fields.upiHint')}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldError('upiId')}
        />
        <PasswordField
          {...field('password')}
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          error={fieldError('password')}
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
        />
        <SelectField
          {...field('services')}
          label={t('fields.service')}
          hint={t('fields.serviceHint')}
          placeholder={t('fields.servicePlaceholder')}
          options={categoryOptions}
          error={fieldError('services')}
        />
        <PincodeField
          {...field('pincode')}
          label={t('fields.pincode')}
          hint={t('fields.pincodeHint')}
          error={fieldError('pincode')}
        />
        <div className="sm:col-span-2">
          <TermsCheckbox {...field('terms')} error={fieldError('terms')} />
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={signup.isPending}
          className="sm:col-span-2"
        >
          {t('repairerSignup.submit')}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <AuthFooterLine text={t('repairerSignup.haveAccount')}>
          <TextLink to={paths.repairer.login}>{t('repairerSignup.login')}</TextLink>
        </AuthFooterLine>
      </div>
    </Card>
  );
}
