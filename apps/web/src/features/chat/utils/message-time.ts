import { APP_TIME_ZONE, dateTimeFormat } from '@gharseva/domain';
import { formatDateStyle, formatDateTime, toDate } from '../../../utils/date';

const dayOf = (date: Date) => dateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(date);

/** A message's time: '3:45 pm' today, else '22 Nov 2026, 3:45 pm' (India's time zone). */
export function formatMessageTime(value: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  if (dayOf(date) !== dayOf(now)) return formatDateTime(date);
  return formatDateStyle(date, 'time');
}
