import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';

/** /user/dashboard (placeholder): the welcome line; the dashboard itself is a later issue. */
export default function UserDashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { user } = useSession();

  if (!user) {
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
        <Lock className="size-10 text-brand-700" aria-hidden="true" />
        <p className="text-slate-700">{t('user.accessDenied')}</p>
        <ButtonLink to={paths.user.login}>{t('user.goToLogin')}</ButtonLink>
      </Card>
    );
  }

  const firstName = user.fullname.trim().split(/\s+/)[0] ?? user.fullname;
  return (
    <div className="flex flex-col gap-6">
      <title>{t('common:pageTitle', { title: t('user.title') })}</title>
      <section className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('user.welcome', { name: firstName })}</h1>
        <p className="mt-1 text-brand-100">{t('user.welcomeSubtitle')}</p>
      </section>
      <ComingSoon title={t('user.comingSoonTitle')} body={t('user.comingSoonBody')} />
    </div>
  );
}
