import { dateInIndia, isoDateInIndia, midnightInIndia } from '../../lib/india-time.ts';

/**
 * The starts of the last `count` calendar months in Asia/Kolkata, oldest
 * first, plus the start of the next month (so month i is [starts[i], starts[i+1])).
 */
export function monthStartsInIndia(count: number, now: Date = new Date()): Date[] {
  const { year, month } = dateInIndia(now);
  const starts: Date[] = [];
  for (let i = count - 1; i >= -1; i -= 1) starts.push(midnightInIndia(year, month - i));
  return starts;
}

/** `YYYY-MM` of the Indian calendar month starting at `start`. */
export function monthLabel(start: Date): string {
  return isoDateInIndia(start).slice(0, 7);
}

/** Change against the previous month in percent, rounded; from nothing to something is 100. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}
