import type { PriceUnit } from '@gharseva/domain';
import { i18n } from '../i18n';
import { appLocale, localeFormat } from '../i18n/locale-format';
import type { LocaleFormat } from '../i18n/format-data';
import { roundTo, unsignedNumber, withSign, type DigitsOptions } from './number';

/** The size of `amount` in rupees ('₹1,23,456'), grouped the Indian way in every language. */
const rupeesText = (amount: number, format: LocaleFormat, options: DigitsOptions) =>
  format.money.replace('{n}', unsignedNumber(amount, format, { ...options, grouping: 'indian' }));

/**
 * Money in the current language: ₹ with Indian grouping (lakh, crore) in every language, with
 * the language's own digits, separators and sign placement (₹१,२३,४५६.५० in Marathi), from its
 * written format (decision 030).
 */
function formatInr(amount: number, fractionDigits: 0 | 2, locale: string): string {
  const format = localeFormat(locale);
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return withSign(amount, rupeesText(amount, format, digits), format);
}

/** Integer paise as rupees with 2 decimals: ₹1,00,000.00. */
export function formatMoneyPaise(paise: number, locale = appLocale()): string {
  return formatInr(paise / 100, 2, locale);
}

/** Whole rupees (quotes, estimates, visiting charges): ₹1,500. */
export function formatMoneyRupees(rupees: number, locale = appLocale()): string {
  return formatInr(Math.round(rupees), 0, locale);
}

/**
 * Rupees in short ('₹950', '₹12.3K', '₹2.5L' in English; '₹12.3 हज़ार' in Hindi), one decimal at
 * most, for labels with little room (the earnings chart). Lakh and crore in every language
 * (decision 040): '₹1.5 லட்சம்', not ICU's '₹1.5மி'.
 */
export function formatMoneyCompact(rupees: number, locale = appLocale()): string {
  const format = localeFormat(locale);
  const amount = Math.abs(rupees);
  const magnitude = (value: number) =>
    format.compact[Math.min(Math.floor(Math.log10(value)), 8) - 3];
  let compact = amount >= 1000 ? magnitude(amount) : undefined;
  let text: string;
  if (compact) {
    // Rounding may carry into the next size (999,960 is ₹10L, not ₹1,000K): size again.
    const rounded = roundTo(amount / 10 ** compact.power, 1) * 10 ** compact.power;
    compact = magnitude(rounded) ?? compact;
    const shown = rounded / 10 ** compact.power;
    text = ((shown === 1 && compact.one) || compact.pattern).replace(
      '{n}',
      unsignedNumber(shown, format, { maximumFractionDigits: 1 }),
    );
  } else {
    text = rupeesText(amount, format, { maximumFractionDigits: 1 });
  }
  return withSign(rupees, text, format);
}

/** A catalogue price range in the current language: '₹299 - ₹799', '₹18 - ₹45 per sq ft'. */
export function formatPriceRangeLocal(
  min: number,
  max: number,
  unit: PriceUnit = 'job',
  locale = appLocale(),
): string {
  const amount =
    Math.round(min) === Math.round(max)
      ? formatMoneyRupees(min, locale)
      : i18n.t('common:price.range', {
          min: formatMoneyRupees(min, locale),
          max: formatMoneyRupees(max, locale),
        });
  return unit === 'job'
    ? amount
    : i18n.t(`common:price.per.${unit === 'sq ft' ? 'sqft' : unit}`, { amount });
}
