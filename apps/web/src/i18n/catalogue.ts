import type { TitleSource } from '@gharseva/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * Shows a catalogue text (a category, sub-category, issue or description) in the current
 * language. The English text is the key, because it is what the server stores and answers;
 * a text without a translation shows as it is.
 */
export function useCatalogueText(): (english: string | null | undefined) => string {
  const { t } = useTranslation('catalogue');
  return useCallback(
    (english) =>
      english
        ? (t as unknown as LooseT)(english, {
            keySeparator: false,
            nsSeparator: false,
            defaultValue: english,
          })
        : '',
    [t],
  );
}

/** 'Plumbing · Taps & Mixers · Tap leakage', translated, skipping what the request lacks. */
export function useServiceLine(): (request: Omit<TitleSource, 'title'>) => string {
  const cat = useCatalogueText();
  return useCallback(
    ({ serviceType, category, issue }) =>
      [serviceType, category, issue]
        .filter((part): part is string => Boolean(part))
        .map(cat)
        .join(' · '),
    [cat],
  );
}
