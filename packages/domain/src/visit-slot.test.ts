import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookableDates,
  isIsoDate,
  openSlots,
  slotProblem,
  slotWindow,
} from './visit-slot.ts';

// 2026-11-28 10:30 in India.
const now = new Date('2026-11-28T05:00:00Z');

describe('visit slots', () => {
  it('offers today and the 14 days after it, in India time', () => {
    const dates = bookableDates(now);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-28');
    expect(dates[14]).toBe('2026-12-12');
    // 23:00 UTC is already the next day in India.
    expect(bookableDates(new Date('2026-11-28T23:00:00Z'))[0]).toBe('2026-11-29');
  });

  it('refuses past dates, dates beyond 14 days and non-dates', () => {
    expect(slotProblem('2026-11-27', 'evening', now)).toBe('date');
    expect(slotProblem('2026-12-13', 'evening', now)).toBe('date');
    expect(slotProblem('2026-12-12', 'evening', now)).toBeNull();
    expect(slotProblem('2026-02-30', 'morning', now)).toBe('date');
    expect(slotProblem('28-11-2026', 'morning', now)).toBe('date');
  });

  it('refuses a slot of today that is over, and keeps one that has begun', () => {
    expect(slotProblem('2026-11-28', 'morning', now)).toBeNull();
    const afterNoon = new Date('2026-11-28T06:30:00Z'); // 12:00 India time
    expect(slotProblem('2026-11-28', 'morning', afterNoon)).toBe('slotOver');
    expect(slotProblem('2026-11-29', 'morning', afterNoon)).toBeNull();
    expect(openSlots('2026-11-28', afterNoon)).toEqual(['afternoon', 'evening', 'flexible']);
  });

  it('places slots in India time', () => {
    expect(slotWindow('2026-11-29', 'evening').start.toISOString()).toBe(
      '2026-11-29T11:30:00.000Z',
    );
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});
