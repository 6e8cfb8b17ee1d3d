import { APP_TIME_ZONE } from '@gharseva/domain';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The year and month (1-12) of a moment in India. */
export function monthInIndia(at: Date): { year: number; month: number } {
  const parts = PARTS.formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: value('year'), month: value('month') };
}

/**
 * The Indian financial year (April to March, in India's time zone) a moment falls in, as a
 * receipt prints it: 31 March 2027 23:59 IST is '2026-27', 1 April 2027 00:00 IST is '2027-28'.
 */
export function financialYearOf(at: Date): string {
  const { year, month } = monthInIndia(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The printed receipt number: `GS/2026-27/000123`. */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `GS/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The first moment of a month in India and of the month after it (a statement's period),
 * from 'YYYY-MM'.
 */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? [year + 1, 1] : [year, mon + 1];
  // India has no daylight saving: midnight there is 18:30 UTC the day before.
  const at = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1, -5, -30));
  return { from: at(year, mon), to: at(next[0]!, next[1]!) };
}
