import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's first screen (and on the server), true in every
 * later render and in a page the browser rendered itself (decision 027). Controls that do
 * nothing before hydration use it to stay off until they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
