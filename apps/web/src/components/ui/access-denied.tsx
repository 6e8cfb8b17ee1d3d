import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { Card } from './card';

/** A signed-in page opened without its account: 'Access Denied', why, and 'Go to Login'. */
export function AccessDenied({ message, loginTo }: { message: string; loginTo: string }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <Lock className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="text-xl font-bold text-slate-900">{t('accessDenied.title')}</h1>
      <p className="text-slate-700">{message}</p>
      <ButtonLink to={loginTo}>{t('accessDenied.goToLogin')}</ButtonLink>
    </Card>
  );
}
