import type { ComponentType } from 'react';
import { loadTexts, type Namespace } from '../../i18n';

/**
 * A route's `lazy` that loads a page module and, at the same time, the texts it shows. Without
 * the namespaces here the page would render, suspend on its first `useTranslation` and only
 * then ask for its texts: two round trips in a row on a slow network instead of one.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  component: (module: M) => ComponentType,
  namespaces: readonly Namespace[],
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(namespaces)]);
    return { Component: component(module) };
  };
}

/** `lazyRoute` for a page module whose default export is the page. */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[],
) => lazyRoute(load, (module) => module.default, namespaces);
