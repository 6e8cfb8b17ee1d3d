import {
  SERVICE_RADIUS_MAX_KM,
  SERVICE_RADIUS_MIN_KM,
  ZRepairerSettingsRequest,
  type TRepairerPreferences,
} from '@gharseva/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useUpdateSettings } from '../api/update-settings';

/** The two notification switches and the service radius (5-200 km), saved together. */
export function SettingsForm({ preferences }: { preferences: TRepairerPreferences }) {
  const { t } = useTranslation('repairer');
  const [email, setEmail] = useState(preferences.emailNotifications);
  const [sms, setSms] = useState(preferences.smsNotifications);
  const [radius, setRadius] = useState(String(preferences.serviceRadius));
  const [radiusError, setRadiusError] = useState<string>();
  const save = useUpdateSettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRepairerSettingsRequest.safeParse({
      emailNotifications: email,
      smsNotifications: sms,
      serviceRadius: radius.trim() === '' ? undefined : radius,
    });
    if (!parsed.success) {
      const message = translateValidation(parsed.error.issues[0]?.message ?? '');
      setRadiusError(message);
      toast.error(message, { id: 'settings' });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.saved'), { id: 'settings' }),
      onError: (error) =>
        toast.error(errorMessage(error, t('settings.saveFailed')), { id: 'settings' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">
          {t('settings.notifications')}
        </legend>
        <Switch
          checked={email}
          onChange={setEmail}
          label={t('settings.email')}
          description={t('settings.emailHint')}
        />
        <Switch
          checked={sms}
          onChange={setSms}
          label={t('settings.sms')}
          description={t('settings.smsHint')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3 border-t border-slate-100 pt-5">
        <legend className="mb-2 text-lg font-bold text-slate-900">
          {t('settings.radiusSection')}
        </legend>
        <TextField
          className="sm:max-w-xs"
          label={t('settings.radius')}
          hint={t('settings.radiusHint')}
          type="number"
          inputMode="numeric"
          min={SERVICE_RADIUS_MIN_KM}
          max={SERVICE_RADIUS_MAX_KM}
          step={1}
          value={radius}
          error={radiusError}
          onChange={(event) => {
            setRadius(event.target.value);
            setRadiusError(undefined);
          }}
        />
      </fieldset>
      <Button type="submit" isLoading={save.isPending} className="self-start">
        {t('settings.save')}
      </Button>
    </form>
  );
}
