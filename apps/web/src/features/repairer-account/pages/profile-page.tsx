import type { TRepairerProfileUpdateRequest } from '@gharseva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
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
import { useUpdateProfile } from '../api/update-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';

/** /repairer/profile: view mode, and edit mode with Save / Cancel. */
export default function ProfilePage() {
  const { t } = useTranslation('repairer');
  const { repairer } = useSession();
  const profile = useProfile({ enabled: repairer !== null });
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  useQueryErrorToast(
    profile,
    (error) => errorMessage(error, t('profile.loadFailed')),
    'repairer-profile',
  );
  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t('what.profile') })}
        loginTo={paths.repairer.login}
      />
    );
  }

  const onSave = (values: TRepairerProfileUpdateRequest) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.saved'), { id: 'profile' });
        setEditing(false);
      },
      onError: (error) =>
        toast.error(errorMessage(error, t('profile.saveFailed')), { id: 'profile' }),
    });

  let content;
  if (profile.isPending) content = <PageSpinner />;
  else if (profile.isError) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void profile.refetch()} />;
  } else {
    content = (
      <Card className="p-5 sm:p-8">
        {editing ? (
          <ProfileForm
            profile={profile.data}
            onSave={onSave}
            onCancel={() => setEditing(false)}
            isSaving={save.isPending}
          />
        ) : (
          <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
        )}
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('profile.title')}
        subtitle={t('profile.subtitle')}
        backTo={paths.repairer.dashboard}
        backLabel={t('backToDashboard')}
      />
      {content}
    </div>
  );
}
