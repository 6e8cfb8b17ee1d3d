import { addDays, dateTimeFormat, todayInIndia, type TimeSlot } from '@gharseva/domain';
import { i18n } from '../i18n';
import { appLocale } from '../i18n/locale-format';
import { formatDateStyle } from '../utils/date';

type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t = (key: string, options?: Record<string, unknown>) =>
  (i18n.t as unknown as LooseT)(key, options);

/**
 * A visit's day as people say it: 'Today', 'Tomorrow', else the weekday and the date
 * ('Mon, 30 Nov 2026'), India's calendar. In lib/ because the customer's and the repairer's
 * job cards and the notifications all name a visit's day.
 */
export function visitDateLabel(date: string, now: Date = new Date()): string {
  const today = todayInIndia(now);
  if (date === today) return t('reschedule:today', { defaultValue: 'Today' });
  if (date === addDays(today, 1)) return t('reschedule:tomorrow', { defaultValue: 'Tomorrow' });
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  let weekday = '';
  try {
    weekday = dateTimeFormat(appLocale(), { weekday: 'short', timeZone: 'UTC' }).format(day);
  } catch {
    weekday = '';
  }
  const formatted = formatDateStyle(day, 'date', appLocale(), 'utc');
  return weekday ? `${weekday}, ${formatted}` : formatted;
}

/** A visit's slot name in the current language ('Evening (5 PM-9 PM)'). */
export function visitSlotLabel(slot: TimeSlot | string): string {
  return t(`common:timeSlots.${slot}`, { defaultValue: slot });
}

/** '{{date}}, {{slot}}': the day and slot of a visit in the current language. */
export function visitWhen(visit: { date: string; time: TimeSlot | string }, now?: Date): string {
  return t('reschedule:when', {
    date: visitDateLabel(visit.date, now),
    slot: visitSlotLabel(visit.time),
    defaultValue: '{{date}}, {{slot}}',
  });
}
