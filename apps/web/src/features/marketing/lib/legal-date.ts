import { indianLocale } from '../../../i18n/format-data';
import { formatDateStyle } from '../../../utils/date';

/** The date both legal documents were last revised (ISO, for `<time dateTime>`). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** '22 November 2026' in English (India), the language's long date elsewhere. */
export function formatLegalDate(isoDate: string, language: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return formatDateStyle(date, 'longDate', indianLocale(language), 'utc');
}
