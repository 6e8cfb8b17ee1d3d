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

/** What a request title is made of, as far as the screens show it. */
export interface TitledRequest {
  title: string;
  serviceType?: string | null;
  category?: string | null;
  issue?: string | null;
}

/**
 * A request's title in the current language. The server names a request '{issue} -
 * {sub-category}' (wizard) or '{main category} service' (direct request) unless the customer
 * wrote one; those default titles are shown translated, a customer's own title as written.
 */
export function useRequestTitle(): (request: TitledRequest) => string {
  const { t } = useTranslation('common');
  const cat = useCatalogueText();
  return useCallback(
    ({ title, serviceType, category, issue }) => {
      if (issue && category && title === `${issue} - ${category}`) {
        return `${cat(issue)} - ${cat(category)}`;
      }
      if (serviceType && title === `${serviceType} service`) {
        return t('requestTitle.direct', { service: cat(serviceType) });
      }
      return title;
    },
    [t, cat],
  );
}

/** 'Plumbing · Taps & Mixers · Tap leakage', translated, skipping what the request lacks. */
export function useServiceLine(): (request: Omit<TitledRequest, 'title'>) => string {
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
