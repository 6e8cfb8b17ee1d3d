import { localeFormat } from '../../../i18n/locale-format';
import { unsignedNumber } from '../../../utils/number';
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
  const format = localeFormat(locale);
  const trend: ChangeTrend = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const templates = kind === 'percent' ? format.percent : { plain: '{n}', ...format.number };
  const template = { up: templates.signed, down: templates.negative, flat: templates.plain }[trend];
  const text = template.replace(
    '{n}',
    unsignedNumber(rounded, format, {
      minimumFractionDigits: kind === 'rating' ? 1 : 0,
      maximumFractionDigits: digits,
    }),
  );
  return { text, trend };
}
