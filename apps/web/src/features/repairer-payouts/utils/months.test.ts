import { describe, expect, it } from 'vitest';
import { monthInIndia, recentMonths } from './months';

describe('recentMonths', () => {
  it("counts back from India's month across the year's end", () => {
    expect(monthInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
    expect(recentMonths(new Date('2027-02-10T00:00:00Z'), 4)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });
});
