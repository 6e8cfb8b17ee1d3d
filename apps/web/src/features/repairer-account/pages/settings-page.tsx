import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/session-context';
import { useProfile } from '../api/get-profile';
import { SettingsForm } from '../components/settings-form';

/** /repairer/settings: email and SMS notifications, service radius (read from the profile). */
export default function SettingsPage() {
  const { t } = useTranslation('repairer');
  const { repairer } = useSession();
  const profile = useProfile({ enabled: repairer !== null });
  useQueryErrorToast(
    profile,
    (error) => errorMessage(error, t('settings.loadFailed')),
    'repairer-settings',
  );
  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t('what.settings') })}
        loginTo={paths.repairer.login}
      />
    );
  }

  let content;
  if (profile.isPending) content = <PageSpinner />;
  else if (profile.isError) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void profile.refetch()} />;
  } else {
    content = (
      <Card className="p-5 sm:p-8">
        <SettingsForm preferences={profile.data.preferences} />
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        backTo={paths.repairer.dashboard}
        backLabel={t('backToDashboard')}
      />
      {content}
    </div>
  );
}
