import { formatDateStyle } from '../../../utils/date';

/**
 * Each bar's height in percent of the chart: relative to the largest month,
 * and at least 1 so an empty month still shows a sliver (SPEC.md section 9).
 */
export function barHeights(values: readonly number[]): number[] {
  const safe = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const max = Math.max(0, ...safe);
  if (max === 0) return safe.map(() => 1);
  return safe.map((v) => Math.max(1, Math.round((v / max) * 100)));
}

/** 'YYYY-MM' as a month name ('Jun', or 'June 2026' with `long`); '' when unreadable. */
export function monthLabel(month: string | undefined, locale: string, long = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatDateStyle(date, long ? 'monthYear' : 'month', locale, 'utc');
}
