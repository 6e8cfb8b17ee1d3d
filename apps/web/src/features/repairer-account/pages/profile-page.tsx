import type { TRepairerProfileUpdateRequest } from '@gharseva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/errors';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfilePageShell } from '../components/profile-page-shell';
import { ProfileView } from '../components/profile-view';

/** /repairer/profile: view mode, and edit mode with Save / Cancel. */
export default function ProfilePage() {
  const { t } = useTranslation('repairer');
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);

  const onSave = (values: TRepairerProfileUpdateRequest) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.saved'), { id: 'profile' });
        setEditing(false);
      },
      onError: (error) =>
        toast.error(errorMessage(error, t('profile.saveFailed')), { id: 'profile' }),
    });

  return (
    <ProfilePageShell page="profile" className="max-w-3xl">
      {(profile) =>
        editing ? (
          <ProfileForm
            profile={profile}
            onSave={onSave}
            onCancel={() => setEditing(false)}
            isSaving={save.isPending}
          />
        ) : (
          <ProfileView profile={profile} onEdit={() => setEditing(true)} />
        )
      }
    </ProfilePageShell>
  );
}
