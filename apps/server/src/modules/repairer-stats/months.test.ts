import { describe, expect, it } from 'vitest';
import { monthLabel, monthStartsInIndia, percentChange } from './months.ts';

describe('monthStartsInIndia', () => {
  it('gives the Indian months, oldest first, and the next month start', () => {
    const starts = monthStartsInIndia(6, new Date('2026-11-22T10:00:00Z'));
    expect(starts.map(monthLabel)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(starts[5]!.toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('counts the first hours of a month in India as that month', () => {
    // 1 December 00:30 in India is still 30 November in UTC.
    const starts = monthStartsInIndia(1, new Date('2026-11-30T19:00:00Z'));
    expect(monthLabel(starts[0]!)).toBe('2026-12');
  });

  it('crosses the year', () => {
    const starts = monthStartsInIndia(3, new Date('2027-01-05T00:00:00Z'));
    expect(starts.map(monthLabel)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('percentChange', () => {
  it('is relative to the previous month', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(3, 0)).toBe(100);
  });
});
