import { dateInIndia, midnightInIndia } from '../../lib/india-time.ts';

/**
 * The Indian financial year (April to March, in India's time zone) a moment falls in, as a
 * receipt prints it: 31 March 2027 23:59 IST is '2026-27', 1 April 2027 00:00 IST is '2027-28'.
 */
export function financialYearOf(at: Date): string {
  const { year, month } = dateInIndia(at);
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
  return { from: midnightInIndia(year, mon), to: midnightInIndia(year, mon + 1) };
}
