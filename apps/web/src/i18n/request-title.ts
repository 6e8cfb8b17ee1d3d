import {
  requestTitleParts,
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_LABELS,
  type TitleParts,
  type TitleSource,
} from '@gharseva/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a request title is made of, as far as the screens show it. Apart from the catalogue's
 * names (catalogue.ts), so the pages that show no title do not download this.
 */
export type TitledRequest = TitleSource;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A title the app made, from its catalogue parts, in the language of `t`: '{issue} -
 * {sub-category}', '{service} service' or '{service} service request', each name translated
 * (a search category by its label, any other by the catalogue). Needs the `common` and
 * `catalogue` namespaces.
 */
export function titleFromParts(t: Translate, parts: Partial<TitleParts>): string | null {
  const cat = (english: string) =>
    t(english, { ns: 'catalogue', keySeparator: false, nsSeparator: false, defaultValue: english });
  if ('titleIssue' in parts && parts.titleIssue && parts.titleCategory) {
    return `${cat(parts.titleIssue)} - ${cat(parts.titleCategory)}`;
  }
  const name =
    ('titleService' in parts && parts.titleService) ||
    ('titleServiceRequest' in parts && parts.titleServiceRequest);
  if (!name) return null;
  const search = SEARCH_CATEGORIES.find((c) => SEARCH_CATEGORY_LABELS[c] === name);
  const service = search
    ? t(`searchCategories.${search}`, { ns: 'common', defaultValue: name })
    : cat(name);
  return 'titleServiceRequest' in parts && parts.titleServiceRequest
    ? t('requestTitle.directRequest', { ns: 'common', service })
    : t('requestTitle.direct', { ns: 'common', service });
}

/**
 * A request's title in the current language. A title the app made (wizard: '{issue} -
 * {sub-category}'; direct request: '{service} service [request]', see `requestTitleParts`) is
 * shown translated, a customer's own title as written.
 */
export function useRequestTitle(): (request: TitledRequest) => string {
  const { t } = useTranslation(['common', 'catalogue']);
  return useCallback(
    (request) =>
      titleFromParts(t as unknown as Translate, requestTitleParts(request) ?? {}) ?? request.title,
    [t],
  );
}
