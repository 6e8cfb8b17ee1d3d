import { describe, expect, it } from 'vitest';
import { visitDayKind, weekdayOf } from './visit-day';
import { firstVisitDate, visitDates, withVisitDate } from './visit-slot-fields';

/** 10:30 in India on 27 November 2026 (a Friday). */
const MORNING = new Date('2026-11-27T05:00:00Z');
/** 21:30 in India that day: every slot of it is over. */
const NIGHT = new Date('2026-11-27T16:00:00Z');

describe('the visit days a form offers', () => {
  it('are today and the 14 days after it while a slot of today is open', () => {
    const days = visitDates(MORNING);
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('2026-11-27');
    expect(days.at(-1)).toBe('2026-12-11');
    expect(firstVisitDate(MORNING)).toBe('2026-11-27');
  });

  it('leave today out once its slots are all over', () => {
    expect(visitDates(NIGHT)[0]).toBe('2026-11-28');
    expect(visitDates(NIGHT)).toHaveLength(14);
    expect(firstVisitDate(NIGHT)).toBe('2026-11-28');
  });

  it('keep the chosen slot on a new day only while it is open there', () => {
    const value = { date: '2026-11-28', slot: 'morning' as const };
    expect(withVisitDate(value, '2026-11-30', MORNING)).toEqual({
      date: '2026-11-30',
      slot: 'morning',
    });
    // Today at 10:30 the morning is still on (it ends at 12:00); the afternoon is kept too.
    expect(withVisitDate(value, '2026-11-27', MORNING)).toEqual({
      date: '2026-11-27',
      slot: 'morning',
    });
    expect(withVisitDate(value, '2026-11-27', new Date('2026-11-27T07:00:00Z'))).toEqual({
      date: '2026-11-27',
      slot: '',
    });
  });
});

describe('a visit day as the reader says it', () => {
  it('is today, tomorrow or a later day, in India', () => {
    expect(visitDayKind('2026-11-27', MORNING)).toBe('today');
    expect(visitDayKind('2026-11-28', MORNING)).toBe('tomorrow');
    expect(visitDayKind('2026-11-29', MORNING)).toBe('later');
    // 19:00 UTC is already 28 November in India.
    expect(visitDayKind('2026-11-28', new Date('2026-11-27T19:00:00Z'))).toBe('today');
    expect(weekdayOf('2026-11-27')).toBe(5);
  });
});
