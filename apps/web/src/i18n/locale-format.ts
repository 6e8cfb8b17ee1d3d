import { indianLocale, type LocaleFormat } from './format-data';
import { i18n } from './index';

/** The locale of the current language, read in India (en -> en-IN). */
export function appLocale(): string {
  return indianLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}

/**
 * The format of `locale`'s language ('hi-IN' or 'hi'), from its loaded texts; English's when that
 * language's texts have not loaded (English is the fallback language, always loaded).
 */
export function localeFormat(locale: string): LocaleFormat {
  const language = locale.split('-')[0] ?? 'en';
  const format = (i18n.getResource(language, 'common', 'format') ??
    i18n.getResource('en', 'common', 'format')) as LocaleFormat | undefined;
  if (!format) throw new Error(`No number and date format loaded for ${locale}`);
  return format;
}

/** `text` with its ASCII digits written in the language's own ('22' is '२२' in Marathi). */
export function localDigits(text: string, format: LocaleFormat): string {
  if (format.digits === '0123456789') return text;
  return text.replace(/[0-9]/g, (digit) => format.digits[Number(digit)] ?? digit);
}
