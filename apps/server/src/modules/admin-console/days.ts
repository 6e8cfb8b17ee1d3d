import { dateInIndia, isoDateInIndia, midnightInIndia } from '../../lib/india-time.ts';

/**
 * The last `count` calendar days in Asia/Kolkata, oldest first and today last, as YYYY-MM-DD,
 * and the instant the first of them began.
 */
export function daysInIndia(count: number, now: Date): { dates: string[]; since: Date } {
  const { year, month, day } = dateInIndia(now);
  const dates: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    dates.push(isoDateInIndia(midnightInIndia(year, month, day - i)));
  }
  return { dates, since: midnightInIndia(year, month, day - (count - 1)) };
}
