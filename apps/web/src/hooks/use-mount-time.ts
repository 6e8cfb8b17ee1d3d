import { useState } from 'react';
import { useHydrated } from './use-hydrated';

let firstScreenTime: number | null = null;

/**
 * The time the server rendered the first screen at (its note, decision 029): set by the server
 * for each render and by the browser before it hydrates that render.
 */
export function setFirstScreenTime(time: number | null): void {
  firstScreenTime = time;
}

/**
 * The time this component first rendered. For the server's first screen that is the server's
 * time of rendering it, both on the server and while the browser hydrates it, so a relative time
 * ('2 hours ago') reads the same in both and the markup matches. `useNow` moves on from it.
 */
export function useMountTime(): Date {
  const hydrated = useHydrated();
  const [time] = useState(
    () => new Date(!hydrated && firstScreenTime !== null ? firstScreenTime : Date.now()),
  );
  return time;
}
