import { describe, expect, it } from 'vitest';
import { daysInIndia } from './days.ts';

describe('daysInIndia', () => {
  it('counts days from midnight in India, not in UTC', () => {
    // 20:00 UTC on 27 November is 01:30 on 28 November in India.
    const { dates, since } = daysInIndia(3, new Date('2026-11-27T20:00:00Z'));
    expect(dates).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(since.toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('gives today alone for one day, across a month end', () => {
    const { dates, since } = daysInIndia(1, new Date('2026-11-30T19:00:00Z'));
    expect(dates).toEqual(['2026-12-01']);
    expect(since.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
