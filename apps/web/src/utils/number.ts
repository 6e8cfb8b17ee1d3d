import { numberFormat } from '@gharseva/domain';
import type { LocaleFormat } from '../i18n/format-data';
import { appLocale, localDigits, localeFormat } from '../i18n/locale-format';

const roundings = new Map<string, Intl.NumberFormatOptions>();

/**
 * `value` rounded to between `min` and `max` decimals as plain ASCII ('1234.5'). Only the
 * rounding is `Intl`'s, in the root English every runtime has; the language's own format is
 * applied after (decision 030).
 */
function rounded(value: number, min: number, max: number): string {
  const key = `${min} ${max}`;
  let options = roundings.get(key);
  if (!options) {
    options = { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max };
    roundings.set(key, options);
  }
  return numberFormat('en', options).format(value);
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

/** A number in the current language: 2.5 km is '२.५' in Marathi. */
export function formatNumber(
  value: number,
  options: DigitsOptions = {},
  locale = appLocale(),
): string {
  const format = localeFormat(locale);
  const text = unsignedNumber(value, format, options);
  return value < 0 ? format.number.negative.replace('{n}', text) : text;
}
