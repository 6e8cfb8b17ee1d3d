import { LANGUAGES, type LanguageCode } from './constants.ts';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The cookie that tells the server the page's language, so the first screen it renders is in
 * the language the app will show (decision 027). The app writes it whenever the language is
 * applied; the choice itself is kept in localStorage.
 */
export const LANGUAGE_COOKIE = 'gs_lang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/**
 * The saved choice, else the first of the preferred language tags (`hi-IN`, `ta`) that we
 * have, else English. The browser passes `navigator.languages`; the server passes the tags of
 * `Accept-Language`, which browsers build from the same list.
 */
export function chooseLanguage(saved: unknown, preferred: readonly string[]): LanguageCode {
  if (isLanguageCode(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an `Accept-Language` header, most preferred first (`q=0` dropped). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
