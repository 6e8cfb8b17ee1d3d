import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { formatDate, formatRelativeTime } from './date';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(() => initI18n('en'));

describe('formatRelativeTime (SPEC.md section 9)', () => {
  it("says 'Just now' under a minute (and for a clock slightly ahead)", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes, then hours under 24, then days under 7', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6 days ago');
  });

  it('shows the date from 7 days on, in India time', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('15 Nov 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatRelativeTime('2026-01-01T20:00:00Z', now)).toBe('2 Jan 2026');
  });

  it('keeps a text that is not a date, and shows nothing for none', () => {
    expect(formatRelativeTime('yesterday', now)).toBe('yesterday');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats in Asia/Kolkata', () => {
    expect(formatDate('2026-03-31T19:00:00Z')).toBe('1 Apr 2026');
    expect(formatDate(undefined)).toBe('');
  });
});
