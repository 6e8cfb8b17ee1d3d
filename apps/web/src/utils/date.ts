import { relativeTimeParts } from '@gharseva/domain';
import type { DateStyle, LocaleFormat } from '../i18n/format-data';
import { i18n } from '../i18n';
import { appLocale, localDigits, localeFormat } from '../i18n/locale-format';

/** A Date from an ISO string (or Date); null when missing or unreadable. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** India Standard Time: UTC+5:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = 330 * 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The word for the part of the day `hour` is in: am or pm, or the language's own parts. */
function dayPeriod(format: LocaleFormat, hour: number): string {
  const starts = format.dayPeriodHours ?? [0, 12];
  const index = starts.findLastIndex((start) => hour >= start);
  return format.dayPeriods[index] ?? '';
}

/**
 * `date` in a date style of the language (decision 030): '22 Nov 2026, 3:45 pm' in English,
 * '२२ नोव्हें, २०२६, ३:४५ PM' in Marathi, read in India's time (or UTC, for a calendar date).
 */
export function formatDateStyle(
  date: Date,
  style: DateStyle,
  locale = appLocale(),
  zone: 'india' | 'utc' = 'india',
): string {
  const format = localeFormat(locale);
  const at = new Date(date.getTime() + (zone === 'india' ? INDIA_OFFSET_MS : 0));
  const hour = at.getUTCHours();
  const fields: Record<string, string> = {
    d: String(at.getUTCDate()),
    dd: pad(at.getUTCDate()),
    y: String(at.getUTCFullYear()),
    h: String(hour % 12 || 12),
    hh: pad(hour % 12 || 12),
    H: String(hour),
    HH: pad(hour),
    mm: pad(at.getUTCMinutes()),
  };
  return format.dates[style].replace(/\{(\w+)\}/g, (field, name: string) => {
    if (name === 'M') return style === 'time' ? '' : (format.months[style][at.getUTCMonth()] ?? '');
    if (name === 'a') return dayPeriod(format, hour);
    const value = fields[name];
    return value === undefined ? field : localDigits(value, format);
  });
}

/** '22 Nov 2026', in India's time zone. */
export function formatDate(value: string | Date | null | undefined, locale = appLocale()): string {
  const date = toDate(value);
  return date ? formatDateStyle(date, 'date', locale) : '';
}

/** '22 Nov 2026, 3:45 pm', in India's time zone. */
export function formatDateTime(
  value: string | Date | null | undefined,
  locale = appLocale(),
): string {
  const date = toDate(value);
  return date ? formatDateStyle(date, 'dateTime', locale) : '';
}

/**
 * SPEC.md section 9: 'Just now' under a minute, then minutes, hours (under
 * 24), days (under 7), then the date. A value that is not a date is shown as
 * it came.
 */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const parts = relativeTimeParts(date, now);
  switch (parts.unit) {
    case 'now':
      return i18n.t('common:time.justNow');
    case 'minute':
      return i18n.t('common:time.minutesAgo', { count: parts.value });
    case 'hour':
      return i18n.t('common:time.hoursAgo', { count: parts.value });
    case 'day':
      return i18n.t('common:time.daysAgo', { count: parts.value });
    default:
      return formatDate(date);
  }
}
