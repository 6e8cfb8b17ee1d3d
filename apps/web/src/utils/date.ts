import { APP_TIME_ZONE, dateTimeFormat, relativeTimeParts } from '@gharseva/domain';
import { i18n } from '../i18n';

/** The Intl locale of the current language, read in India (en -> en-IN). */
export function appLocale(): string {
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return `${language}-IN`;
}

/** A Date from an ISO string (or Date); null when missing or unreadable. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '22 Nov 2026', in India's time zone. */
export function formatDate(value: string | Date | null | undefined, locale = appLocale()): string {
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(locale, {
    timeZone: APP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** '22 Nov 2026, 3:45 pm', in India's time zone. */
export function formatDateTime(
  value: string | Date | null | undefined,
  locale = appLocale(),
): string {
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(locale, {
    timeZone: APP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
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
