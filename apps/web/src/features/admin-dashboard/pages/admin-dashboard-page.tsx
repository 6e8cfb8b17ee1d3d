import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useSession } from '../../../lib/session/session-context';

/** /admin/dashboard (placeholder): the title; the paid-services list is a later issue. */
export default function AdminDashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { admin } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <title>{t('common:pageTitle', { title: t('admin.title') })}</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        {admin && (
          <p className="mt-1 text-slate-600">{t('admin.signedInAs', { name: admin.fullname })}</p>
        )}
      </div>
      <ComingSoon title={t('admin.comingSoonTitle')} body={t('admin.comingSoonBody')} />
    </div>
  );
}
