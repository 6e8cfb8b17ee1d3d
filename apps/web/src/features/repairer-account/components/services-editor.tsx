import { SEARCH_CATEGORIES } from '@gharseva/domain';
import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { VisitPriceNote } from '../../../components/ui/visit-price-note';
import { translateValidation } from '../../../i18n/validation';
import { emptyService, serviceChoices, type ProfileFormValues } from '../utils/profile-form';

/**
 * Rows of a service (one of the 9 search categories) and the price his work for it starts from
 * (stored as `visitingCharge`; the visit itself is free for customers, decision 034).
 */
export function ServicesEditor({
  control,
  register,
  errors,
}: {
  control: Control<ProfileFormValues>;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>['services'];
}) {
  const { t } = useTranslation(['repairer', 'common']);
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const names = useWatch({ control, name: 'services' });
  const listError = errors?.message ?? errors?.root?.message;
  const label = (name: string) =>
    (SEARCH_CATEGORIES as readonly string[]).includes(name)
      ? t(`common:searchCategories.${name as (typeof SEARCH_CATEGORIES)[number]}`)
      : name;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-700">
        {t('profile.fields.services')}
      </legend>
      <p className="text-xs text-slate-500">{t('profile.services.priceHint')}</p>
      <VisitPriceNote className="text-xs font-medium text-slate-700" />
      <p className="text-xs text-slate-500">{t('profile.services.note')}</p>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors?.[index];
          return (
            <li
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]"
            >
              <SelectField
                className="col-span-2 sm:col-span-1"
                label={t('profile.services.service', { number })}
                placeholder={t('profile.services.placeholder')}
                options={serviceChoices(SEARCH_CATEGORIES, names?.[index]?.name).map((value) => ({
                  value,
                  label: label(value),
                }))}
                error={translateValidation(rowErrors?.name?.message)}
                {...register(`services.${index}.name`)}
              />
              <TextField
                label={t('profile.services.chargeShort')}
                aria-label={t('profile.services.charge', { number })}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                error={translateValidation(rowErrors?.visitingCharge?.message)}
                {...register(`services.${index}.visitingCharge`)}
              />
              <Button
                variant="ghost"
                size="icon"
                onClick={() => remove(index)}
                aria-label={t('profile.services.remove', { number })}
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {listError && <FieldError>{translateValidation(listError)}</FieldError>}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append(emptyService())}
        disabled={fields.length >= SEARCH_CATEGORIES.length}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('profile.services.add')}
      </Button>
    </fieldset>
  );
}
