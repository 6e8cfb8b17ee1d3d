import { describe, expect, it } from 'vitest';
import { barHeights, monthLabel } from './chart';

describe('barHeights', () => {
  it('sizes each month against the largest', () => {
    expect(barHeights([0, 2500, 5000, 10000, 7500, 1000])).toEqual([1, 25, 50, 100, 75, 10]);
  });

  it('keeps every bar at least 1', () => {
    expect(barHeights([100000, 10, 0])).toEqual([100, 1, 1]);
  });

  it('shows slivers only when nothing was earned', () => {
    expect(barHeights([0, 0, 0, 0, 0, 0])).toEqual([1, 1, 1, 1, 1, 1]);
    expect(barHeights([])).toEqual([]);
  });

  it('reads a negative or missing figure as zero', () => {
    expect(barHeights([-5, Number.NaN, 200])).toEqual([1, 1, 100]);
  });
});

describe('monthLabel', () => {
  it('names the month of YYYY-MM, whatever the time zone', () => {
    expect(monthLabel('2026-06', 'en-IN')).toBe('Jun');
    expect(monthLabel('2026-01', 'en-IN', true)).toBe('January 2026');
    expect(monthLabel('2025-12', 'en-IN', true)).toBe('December 2025');
  });

  it('gives nothing for a value it cannot read', () => {
    expect(monthLabel(undefined, 'en-IN')).toBe('');
    expect(monthLabel('June', 'en-IN')).toBe('');
  });
});
