import { describe, expect, it } from 'vitest';
import { notificationIn } from './locale-names.ts';

describe('a notification read outside the app', () => {
  it("names a moved visit's day as a date and its slot in the reader's language", () => {
    const params = { title: 'Kitchen tap', date: '2026-11-29', slot: 'evening' };
    expect(notificationIn('en', 'rescheduleAccepted', params)).toBe(
      'Your repairer accepted the new date for "Kitchen tap": 29/11/2026, Evening (5 PM-9 PM).',
    );
    const hindi = notificationIn('hi', 'rescheduleAccepted', params);
    expect(hindi).toContain('29/11/2026');
    expect(hindi).toContain('शाम (5 PM-9 PM)');
    expect(hindi).not.toContain('evening');
  });

  it('leaves words that are not a date or a slot as they are', () => {
    const text = notificationIn('en', 'rescheduleAccepted', {
      title: 'Kitchen tap',
      date: 'soon',
      slot: 'night',
    });
    expect(text).toContain(': soon, night.');
  });
});
