import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True by default: a page the browser renders itself (and a component under test) is live. */
const HydratedContext = createContext(true);

/**
 * Says whether the server's first screen has been hydrated (decision 027). `hydrating` is true
 * for the server's render and for the browser's hydration of it: the value is then false, and
 * turns true once hydration has finished. The switch is a transition, so the components that
 * follow it (every button, the relative times) render again in short slices, not in one long
 * task while a slow phone's reader may already be tapping.
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React hydrates the server's first screen (and on the server), true in every
 * later render and in a page the browser rendered itself. Controls that do nothing before
 * hydration use it to stay off until they work.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
