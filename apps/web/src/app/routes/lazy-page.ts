import type { ComponentType } from 'react';

/** A route's `lazy` that loads a page module and renders its default export. */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load()).default });
