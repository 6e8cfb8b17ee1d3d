import { TIME_SLOTS, type TimeSlot } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/input';
import { SelectField } from '../ui/select';
import { formatDate } from '../../utils/date';

/** The preferred date: today, read-only (future dates are a later step). */
export function PreferredDateField({ today }: { today: string }) {
  const { t } = useTranslation('wizard');
  return (
    <TextField
      label={t('details.date')}
      readOnly
      value={formatDate(today)}
      data-value={today}
      hint={t('details.dateHint')}
    />
  );
}

/** The preferred time slot: morning, afternoon, evening or flexible, with their hours. */
export function TimeSlotField({
  value,
  onChange,
}: {
  value: TimeSlot | '';
  onChange: (value: TimeSlot | '') => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <SelectField
      label={t('details.timeSlot')}
      placeholder={t('details.timeSlotPlaceholder')}
      options={TIME_SLOTS.map((slot) => ({ value: slot, label: t(`common:timeSlots.${slot}`) }))}
      value={value}
      onChange={(event) => onChange(event.target.value as TimeSlot | '')}
    />
  );
}

/** The contact phone (or email) the repairer uses to reach the customer. */
export function ContactField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <TextField
      label={t('details.contact')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={254}
      hint={t('details.contactHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
