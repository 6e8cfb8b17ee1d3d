import { COUNTER_ANIMATION_MS } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { countUpValue, easeOutCubic } from './count-up';

describe('countUpValue', () => {
  it('runs 1.5 s from the start value to the target', () => {
    expect(COUNTER_ANIMATION_MS).toBe(1500);
    expect(countUpValue(0, 40, 0)).toBe(0);
    expect(countUpValue(0, 40, -10)).toBe(0);
    expect(countUpValue(0, 40, 1499)).toBe(40);
    expect(countUpValue(0, 40, 1500)).toBe(40);
    expect(countUpValue(0, 40, 5000)).toBe(40);
  });

  it('eases out: more than a linear share early, whole numbers, never past the target', () => {
    const halfway = countUpValue(0, 100, 750);
    expect(halfway).toBe(Math.round(100 * easeOutCubic(0.5)));
    expect(halfway).toBeGreaterThan(50);
    let previous = 0;
    for (let ms = 0; ms <= 1500; ms += 50) {
      const value = countUpValue(0, 7, ms);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(7);
      previous = value;
    }
  });

  it('counts down too, from the value shown before a refresh', () => {
    expect(countUpValue(10, 4, 0)).toBe(10);
    expect(countUpValue(10, 4, 1500)).toBe(4);
  });

  it('jumps straight to the target with no duration (reduced motion)', () => {
    expect(countUpValue(0, 12, 0, 0)).toBe(12);
  });
});
