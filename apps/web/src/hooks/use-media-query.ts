import { NARROW_SCREEN_BREAKPOINT_PX } from '@gharseva/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Narrower than SPEC.md section 9's breakpoint (768 px): one pane at a time. */
export const useIsNarrowScreen = () =>
  useMediaQuery(`(max-width: ${NARROW_SCREEN_BREAKPOINT_PX - 0.02}px)`);
