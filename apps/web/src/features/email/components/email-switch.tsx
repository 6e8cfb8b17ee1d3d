import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { useEmailStatus, useUpdateUserSettings } from '../../../lib/email';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';

/** The customer's 'Email notifications' switch, saved as it is flipped. */
export function EmailSwitch() {
  const { t } = useTranslation('email');
  const status = useEmailStatus('user');
  const save = useUpdateUserSettings();
  if (!status.data) return null;
  const { emailNotifications, verified } = status.data;
  return (
    <Switch
      checked={emailNotifications}
      isLoading={save.isPending}
      label={t('switch.label')}
      description={verified ? t('switch.hint') : `${t('switch.hint')} ${t('switch.needsAddress')}`}
      onChange={(on) =>
        save.mutate(
          { emailNotifications: on },
          {
            onSuccess: () => toast.success(t('switch.saved'), { id: 'email-switch' }),
            onError: (error) =>
              toast.error(errorMessage(error, t('switch.saveFailed')), { id: 'email-switch' }),
          },
        )
      }
    />
  );
}
