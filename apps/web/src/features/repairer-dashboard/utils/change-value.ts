import { numberFormat } from '@gharseva/domain';
/** How a stat's change is counted: a percent, a whole number, or a rating difference. */
export type ChangeKind = 'percent' | 'count' | 'rating';
export type ChangeTrend = 'up' | 'down' | 'flat';

const DIGITS = { percent: 1, count: 0, rating: 1 } as const satisfies Record<ChangeKind, number>;

/**
 * A stat tile's change against last month, signed: '+12%', '-4.5%', '+2',
 * '+0.3'; zero shows unsigned ('0%', '0', '0.0'). The trend follows the value
 * as shown, so a change that rounds to zero is flat.
 */
export function formatChange(
  value: number,
  kind: ChangeKind,
  locale = 'en-IN',
): { text: string; trend: ChangeTrend } {
  const digits = DIGITS[kind];
  const factor = 10 ** digits;
  const safe = Number.isFinite(value) ? value : 0;
  const rounded = Math.round(safe * factor) / factor;
  const text = numberFormat(locale, {
    signDisplay: 'exceptZero',
    style: kind === 'percent' ? 'percent' : 'decimal',
    minimumFractionDigits: kind === 'rating' ? 1 : 0,
    maximumFractionDigits: digits,
  }).format(kind === 'percent' ? rounded / 100 : rounded);
  const trend: ChangeTrend = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  return { text, trend };
}
