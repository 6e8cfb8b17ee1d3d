import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../messages.ts';
import { directRequestAt, requestedDate, wizardRequestAt } from './requests.ts';

/** 17:30 in India on 10 December 2026: its morning and afternoon are over. */
const NOW = new Date('2026-12-10T12:00:00Z');

const wizard = (visit: Record<string, unknown>) => ({
  serviceType: 'Plumbing',
  category: 'Taps & Mixers',
  issue: 'Tap leakage',
  description: 'The tap drips.',
  contactInfo: '9876543210',
  locationData: { fullAddress: 'Flat 1', pincode: '110017', captureMethod: 'manual' },
  ...visit,
});

const direct = (visit: Record<string, unknown>) => ({
  repairerId: null,
  serviceType: 'Plumbing',
  description: 'The tap drips.',
  contactInfo: '9876543210',
  locationData: { fullAddress: 'Flat 1', pincode: '110017', captureMethod: 'manual' },
  ...visit,
});

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the visit date of a request', () => {
  it('is preferredDate, else the date of preferredTimeSlot, else today in India', () => {
    expect(requestedDate({ preferredDate: '2026-12-12' }, NOW)).toBe('2026-12-12');
    expect(requestedDate({ preferredTimeSlot: { date: '2026-12-13', time: 'evening' } }, NOW)).toBe(
      '2026-12-13',
    );
    expect(requestedDate({ preferredTimeSlot: 'evening' }, NOW)).toBe('2026-12-10');
    // 23:00 UTC is already the next day in India.
    expect(requestedDate({}, new Date('2026-12-10T23:00:00Z'))).toBe('2026-12-11');
  });

  it('is null when the two dates disagree', () => {
    expect(
      requestedDate(
        { preferredDate: '2026-12-12', preferredTimeSlot: { date: '2026-12-13', time: 'evening' } },
        NOW,
      ),
    ).toBeNull();
  });
});

describe('the request schemas read the visit at their clock', () => {
  const atNow = wizardRequestAt(() => NOW);
  const directAtNow = directRequestAt(() => NOW);

  it('accept today evening up to the 14th day, in both shapes', () => {
    expect(
      atNow.safeParse(wizard({ preferredDate: '2026-12-10', preferredTime: 'evening' })).success,
    ).toBe(true);
    expect(
      atNow.safeParse(wizard({ preferredDate: '2026-12-24', preferredTime: 'morning' })).success,
    ).toBe(true);
    expect(
      directAtNow.safeParse(direct({ preferredTimeSlot: { date: '2026-12-24', time: 'morning' } }))
        .success,
    ).toBe(true);
    expect(directAtNow.safeParse(direct({ preferredTimeSlot: 'evening' })).success).toBe(true);
  });

  it('refuse a day outside the window and a slot already over', () => {
    expect(
      messages(atNow.safeParse(wizard({ preferredDate: '2026-12-25', preferredTime: 'morning' }))),
    ).toEqual([REQUEST_MESSAGES.preferredDate]);
    expect(
      messages(atNow.safeParse(wizard({ preferredDate: '2026-12-09', preferredTime: 'evening' }))),
    ).toEqual([REQUEST_MESSAGES.preferredDate]);
    expect(messages(directAtNow.safeParse(direct({ preferredTimeSlot: 'afternoon' })))).toEqual([
      REQUEST_MESSAGES.slotOver,
    ]);
  });

  it('judge by the clock given, not the system time', () => {
    const later = wizardRequestAt(() => new Date('2026-12-20T03:00:00Z'));
    const body = wizard({ preferredDate: '2026-12-11', preferredTime: 'evening' });
    expect(atNow.safeParse(body).success).toBe(true);
    expect(messages(later.safeParse(body))).toEqual([REQUEST_MESSAGES.preferredDate]);
  });
});
