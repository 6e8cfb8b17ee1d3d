/**
 * India's calendar for grouping by day, month and financial year: one time zone, no daylight
 * saving, UTC+05:30, so plain arithmetic on the offset is exact.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date of a moment in India; `month` is 1-12. */
export function dateInIndia(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
  };
}

/**
 * The moment India's midnight begins a calendar day (`month` 1-12; out-of-range days and
 * months roll over as Date.UTC's do).
 */
export function midnightInIndia(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** `YYYY-MM-DD` of a moment in India. */
export function isoDateInIndia(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
