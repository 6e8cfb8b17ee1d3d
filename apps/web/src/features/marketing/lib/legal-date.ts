import { dateTimeFormat } from '@gharseva/domain';
/** The date both legal documents were last revised (ISO, for `<time dateTime>`). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** '22 November 2026' in English (India), the locale's long date elsewhere. */
export function formatLegalDate(isoDate: string, language: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const locale = language === 'en' ? 'en-IN' : language;
  try {
    return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}
