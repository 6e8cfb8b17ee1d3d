import {
  BIO_MAX,
  ZRepairerProfileUpdateRequest,
  type TRepairerProfile,
  type TRepairerProfileUpdateRequest,
} from '@gharseva/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { PincodeField } from '../../../components/ui/pincode-field';
import { TextareaField } from '../../../components/ui/textarea';
import { translateValidation } from '../../../i18n/validation';
import { profileFormValues, type ProfileFormValues } from '../utils/profile-form';
import { ServicesEditor } from './services-editor';

/**
 * Edit mode of the profile (SPEC.md section 5, "Profile"): pincode digits only
 * (6), bio up to 500 with a counter, experience from 0, services from the
 * list (empty names dropped on save), UPI ID trimmed. The same zod schema as
 * the call reads the values.
 */
export function ProfileForm({
  profile,
  onSave,
  onCancel,
  isSaving,
}: {
  profile: TRepairerProfile;
  onSave: (values: TRepairerProfileUpdateRequest) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation('repairer');
  const form = useForm<ProfileFormValues, unknown, TRepairerProfileUpdateRequest>({
    resolver: zodResolver(ZRepairerProfileUpdateRequest),
    defaultValues: profileFormValues(profile),
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const error = (message: string | undefined) => translateValidation(message);

  return (
    <form
      onSubmit={form.handleSubmit(onSave)}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label={t('profile.edit')}
    >
      <TextField
        className="sm:col-span-2"
        label={t('profile.fields.fullname')}
        autoComplete="name"
        error={error(errors.fullname?.message)}
        {...form.register('fullname')}
      />
      <TextField
        label={t('profile.fields.aadhaar')}
        hint={t('profile.fields.aadhaarHint')}
        value={profile.aadharcardNumber}
        dir="ltr"
        readOnly
        aria-readonly="true"
      />
      <PincodeField
        label={t('profile.fields.pincode')}
        hint={t('profile.fields.pincodeHint')}
        error={error(errors.pincode?.message)}
        {...form.register('pincode')}
      />
      <TextField
        label={t('profile.fields.experience')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={error(errors.experience?.message)}
        {...form.register('experience')}
      />
      <TextField
        label={t('profile.fields.upiId')}
        hint={t('profile.fields.upiHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={error(errors.upiId?.message)}
        {...form.register('upiId')}
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('profile.fields.bio')}
        hint={t('profile.fields.bioCount', { count: bio.length, max: BIO_MAX })}
        maxLength={BIO_MAX}
        rows={4}
        error={error(errors.bio?.message)}
        {...form.register('bio')}
      />
      <div className="sm:col-span-2">
        <ServicesEditor control={form.control} register={form.register} errors={errors.services} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
