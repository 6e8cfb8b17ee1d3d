/**
 * The one message the page sends its service worker: the language the person chose, so the
 * offline page is in that language (decision 024).
 */
export interface LanguageMessage {
  type: 'gharseva:language';
  language: string;
}

export function languageMessage(language: string): LanguageMessage {
  return { type: 'gharseva:language', language };
}

export function isLanguageMessage(data: unknown): data is LanguageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'gharseva:language' &&
    typeof (data as { language?: unknown }).language === 'string' &&
    /^[a-z]{2,3}$/.test((data as { language: string }).language)
  );
}
