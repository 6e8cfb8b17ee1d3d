import { COUNTER_ANIMATION_MS } from '@gharseva/domain';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import { countUpValue } from '../utils/count-up';

/**
 * The number to show for `target`: counts up over 1.5 s once `active`
 * (SPEC.md section 9), from the value shown before when the target changes.
 * With reduced motion it shows the target at once.
 */
export function useCountUp(target: number, active: boolean): number {
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  const shown = useRef(0);

  useEffect(() => {
    if (!active || reducedMotion) return;
    const from = shown.current;
    if (from === target) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const next = countUpValue(from, target, now - start, COUNTER_ANIMATION_MS);
      shown.current = next;
      setValue(next);
      if (next !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, active, reducedMotion]);

  return reducedMotion ? target : value;
}
