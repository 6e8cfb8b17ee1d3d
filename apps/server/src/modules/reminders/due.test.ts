import { describe, expect, it } from 'vitest';
import { dueReminder, reminderParams, slotKey } from './due.ts';

/** A moment in India time. */
const ist = (text: string) => new Date(`${text}+05:30`);
const visit = (
  preferredTime: 'morning' | 'afternoon' | 'evening' | 'flexible',
  bookedAt: string,
) => ({
  preferredDate: '2026-11-30',
  preferredTime,
  bookedAt: ist(bookedAt),
});

describe('dueReminder', () => {
  it('is the evening one from 19:00 the day before until midnight, for a slot booked before', () => {
    const v = visit('evening', '2026-11-28T10:00:00');
    expect(dueReminder(v, ist('2026-11-29T18:59:59'))).toBeNull();
    expect(dueReminder(v, ist('2026-11-29T19:00:00'))).toBe('evening');
    expect(dueReminder(v, ist('2026-11-29T23:59:00'))).toBe('evening');
    expect(dueReminder(v, ist('2026-11-30T00:00:00'))).toBeNull();
    expect(
      dueReminder(visit('evening', '2026-11-29T19:00:00'), ist('2026-11-29T22:00:00')),
    ).toBeNull();
  });

  it('is the soon one in the hour before the slot starts, for a slot booked before that hour', () => {
    const v = visit('evening', '2026-11-28T10:00:00');
    expect(dueReminder(v, ist('2026-11-30T15:59:00'))).toBeNull();
    expect(dueReminder(v, ist('2026-11-30T16:00:00'))).toBe('soon');
    expect(dueReminder(v, ist('2026-11-30T16:59:59'))).toBe('soon');
    expect(dueReminder(v, ist('2026-11-30T17:00:00'))).toBeNull();
    expect(
      dueReminder(visit('morning', '2026-11-30T08:30:00'), ist('2026-11-30T08:45:00')),
    ).toBeNull();
    expect(dueReminder(visit('morning', '2026-11-28T08:30:00'), ist('2026-11-30T08:00:00'))).toBe(
      'soon',
    );
  });

  it('gives a flexible visit the evening reminder only', () => {
    const v = visit('flexible', '2026-11-28T10:00:00');
    expect(dueReminder(v, ist('2026-11-29T19:30:00'))).toBe('evening');
    expect(dueReminder(v, ist('2026-11-30T08:30:00'))).toBeNull();
  });

  it('names the slot and its hours', () => {
    expect(slotKey('2026-11-30', 'evening')).toBe('2026-11-30 evening');
    expect(reminderParams('2026-11-30', 'morning')).toEqual({
      date: '30/11/2026',
      from: '09:00',
      to: '12:00',
    });
  });
});
