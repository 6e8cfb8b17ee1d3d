import type { LocaleFormat } from '../i18n/format-data';
import { appLocale, localDigits, localeFormat } from '../i18n/locale-format';

/**
 * `value` (0 or more) rounded half away from zero to between `min` and `max` decimals, as plain
 * ASCII ('1234.5'). It rounds as `Intl` does: the shortest decimal that reads back as the same
 * number (12.35, not the binary 12.3499…), rounded in decimal. No `Intl` object is made: the
 * first one a page makes costs ICU's start-up, about 100 ms on a slow phone (decision 030).
 */
function rounded(value: number, min: number, max: number): string {
  // toExponential() writes the shortest such decimal: 12.35 is '1.235e+1'.
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let point = Number(exponent) + 1; // how many of the digits come before the decimal point
  const keep = point + max;
  if (keep < digits.length) {
    const roundUp = keep >= 0 && (digits[keep] ?? '0') >= '5';
    digits = digits.slice(0, Math.max(keep, 0));
    if (roundUp) {
      const carried = increment(digits);
      if (carried.length > digits.length) point += 1;
      digits = carried;
    }
  }
  if (!digits) [digits, point] = ['0', 1];
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point > 0 ? digits.slice(point) : '0'.repeat(-point) + digits)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  return fraction ? `${integer}.${fraction}` : integer;
}

/** A string of digits plus one: '129' is '130', '99' is '100', '' is '1'. */
function increment(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === '9') last -= 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - 1 - last)}`;
}

/** `value` rounded to at most `digits` decimals, as `Intl` rounds (half away from zero). */
export const roundTo = (value: number, digits: number) => Number(rounded(value, 0, digits));

/** '1234567' grouped: Indian (12,34,567) or by thousands (1,234,567). */
function grouped(integer: string, grouping: string, separator: string): string {
  if (integer.length <= 3) return integer;
  const size = grouping === 'indian' ? 2 : 3;
  const groups = [integer.slice(-3)];
  let rest = integer.slice(0, -3);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return groups.join(separator);
}

export interface DigitsOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** The language's own grouping unless said ('indian' for money). */
  grouping?: string;
}

/** The size of `value`, unsigned, in the language's digits, separators and grouping. */
export function unsignedNumber(
  value: number,
  format: LocaleFormat,
  { minimumFractionDigits = 0, maximumFractionDigits = 0, grouping }: DigitsOptions = {},
): string {
  const [integer = '0', fraction] = rounded(
    Math.abs(value),
    minimumFractionDigits,
    Math.max(minimumFractionDigits, maximumFractionDigits),
  ).split('.');
  const text = grouped(integer, grouping ?? format.grouping, format.group);
  return localDigits(fraction ? `${text}${format.decimal}${fraction}` : text, format);
}

/** `text`, the size of `value`, with the language's minus sign when `value` is negative. */
export function withSign(value: number, text: string, format: LocaleFormat): string {
  return value < 0 ? format.number.negative.replace('{n}', text) : text;
}

/** A number in the current language: 2.5 km is '२.५' in Marathi. */
export function formatNumber(
  value: number,
  options: DigitsOptions = {},
  locale = appLocale(),
): string {
  const format = localeFormat(locale);
  return withSign(value, unsignedNumber(value, format, options), format);
}
