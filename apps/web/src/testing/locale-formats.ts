import type { LocaleFormat } from '../i18n/format-data';
import { i18n } from '../i18n';

const commons = import.meta.glob<{ format: LocaleFormat }>('../i18n/locales/*/common.json', {
  eager: true,
  import: 'default',
});

/**
 * Every language's number and date format in the app's i18n instance, as if its texts had
 * loaded, for tests that format in several languages (English loads in setup-i18n.ts).
 */
export function loadLocaleFormats(): void {
  for (const [file, common] of Object.entries(commons)) {
    const language = /locales\/([^/]+)\//.exec(file)?.[1];
    if (language) i18n.addResourceBundle(language, 'common', { format: common.format }, true);
  }
}
