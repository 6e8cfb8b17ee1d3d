import { describe, expect, it } from 'vitest';
import { formatNumber, roundTo } from './number';

/** A fixed sequence of pseudo-random numbers (the same on every run). */
function* numbers(count: number) {
  let seed = 20261126;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const scale = 10 ** ((seed % 12) - 4);
    yield (Math.round((seed / 2 ** 31) * 1e6) / 1e3) * scale;
  }
}

describe('rounding without Intl', () => {
  it('rounds as Intl does, on the shortest decimal, half away from zero', () => {
    const cases = [0, 0.5, 1.5, 2.5, 0.125, 1.005, 12.35, 999.95, 9.96, 0.06, 0.04, 0.0004, 1e-7];
    for (const value of [...cases, 123456789.96, 1e21, 4.35e22, ...numbers(3000)]) {
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [1, 1],
        [0, 2],
        [2, 2],
      ] as const) {
        const intl = new Intl.NumberFormat('en', {
          useGrouping: false,
          minimumFractionDigits: min,
          maximumFractionDigits: max,
        });
        const ours = formatNumber(
          value,
          { minimumFractionDigits: min, maximumFractionDigits: max },
          'en-IN',
        );
        expect(ours.replaceAll(',', ''), `${value} ${min}-${max}`).toBe(intl.format(value));
      }
    }
  });

  it('gives the rounded number', () => {
    expect(roundTo(12.35, 1)).toBe(12.4);
    expect(roundTo(9.96, 1)).toBe(10);
    expect(roundTo(0.04, 1)).toBe(0);
  });
});
