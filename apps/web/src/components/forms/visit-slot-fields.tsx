import { bookableDates, openSlots, type TimeSlot } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/select';
import { useVisitDayLabel } from './visit-day';

/** A visit's date and slot as a form holds them (slot '' until one is chosen). */
export interface VisitSlotValue {
  date: string;
  slot: TimeSlot | '';
}

/** The dates a visit can be booked on at `now`: today (while a slot is open) and 14 days on. */
export function visitDates(now: Date = new Date()): string[] {
  return bookableDates(now).filter((date) => openSlots(date, now).length > 0);
}

/** A form's first date: today while one of its slots is open, else tomorrow. */
export function firstVisitDate(now: Date = new Date()): string {
  return visitDates(now)[0]!;
}

/**
 * The move to `date`: the chosen slot is kept when it is still open that day, else cleared,
 * so a slot already over today is never sent.
 */
export function withVisitDate(value: VisitSlotValue, date: string, now = new Date()) {
  const keep = value.slot !== '' && openSlots(date, now).includes(value.slot);
  return { date, slot: keep ? value.slot : '' } satisfies VisitSlotValue;
}

/**
 * The visit's date (today up to 14 days ahead, as 'Today', 'Tomorrow', then weekday and date)
 * and the slots still open on it (issue 24). Shared by the wizard and the direct request.
 */
export function VisitSlotFields({
  value,
  onChange,
  now = new Date(),
}: {
  value: VisitSlotValue;
  onChange: (value: VisitSlotValue) => void;
  now?: Date;
}) {
  const { t } = useTranslation(['booking', 'wizard', 'common']);
  const dayLabel = useVisitDayLabel();
  const slots = openSlots(value.date, now);
  return (
    <>
      <SelectField
        label={t('booking:visit.date')}
        hint={t('booking:visit.dateHint')}
        options={visitDates(now).map((date) => ({ value: date, label: dayLabel(date, now) }))}
        value={value.date}
        data-testid="visit-date"
        onChange={(event) => onChange(withVisitDate(value, event.target.value, now))}
      />
      <SelectField
        label={t('wizard:details.timeSlot')}
        placeholder={t('wizard:details.timeSlotPlaceholder')}
        options={slots.map((slot) => ({ value: slot, label: t(`common:timeSlots.${slot}`) }))}
        value={slots.includes(value.slot as TimeSlot) ? value.slot : ''}
        data-testid="visit-slot"
        onChange={(event) => onChange({ ...value, slot: event.target.value as TimeSlot | '' })}
      />
    </>
  );
}
