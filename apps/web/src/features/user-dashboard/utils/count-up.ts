import { COUNTER_ANIMATION_MS } from '@gharseva/domain';

/** Fast start, gentle landing. */
export const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/**
 * The whole number a counter shows `elapsedMs` into its animation from `from`
 * to `to` (SPEC.md section 9: 1.5 s). Before the start it shows `from`, from
 * the end on exactly `to`.
 */
export function countUpValue(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number = COUNTER_ANIMATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return Math.round(from + (to - from) * easeOutCubic(progress));
}
