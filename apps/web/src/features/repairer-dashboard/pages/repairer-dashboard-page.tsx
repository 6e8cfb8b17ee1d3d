import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useSession } from '../../../lib/session/session-context';

/** /repairer/dashboard (placeholder): 'Welcome, {name}!'; the job board is a later issue. */
export default function RepairerDashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { repairer } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <title>{t('common:pageTitle', { title: t('repairer.title') })}</title>
      <section className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t('repairer.welcome', { name: repairer?.fullname ?? t('common:header.guest') })}
        </h1>
        <p className="mt-1 text-brand-100">{t('repairer.welcomeSubtitle')}</p>
      </section>
      <ComingSoon title={t('repairer.comingSoonTitle')} body={t('repairer.comingSoonBody')} />
    </div>
  );
}
