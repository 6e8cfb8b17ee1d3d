import { numberFormat } from '@gharseva/domain';
import type { PriceUnit } from '@gharseva/domain';
import { i18n } from '../i18n';
import { appLocale } from './date';

/** The currency formats by decimals, kept so the formatter cache finds them without work. */
const INR: Record<0 | 2, Intl.NumberFormatOptions> = {
  0: { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  2: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
};

/**
 * Money in the current language: ₹ with Indian grouping (lakh, crore) in every locale, with
 * the locale's own digits, separators and sign placement (₹१,२३,४५६.५० in Marathi). Some
 * locales' data group by thousands (mr, kn, ml, or, mai); the integer is regrouped.
 */
function formatInr(amount: number, fractionDigits: 0 | 2, locale: string): string {
  const parts = numberFormat(locale, INR[fractionDigits]).formatToParts(amount);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const digits = parts
    .filter((p) => p.type === 'integer')
    .map((p) => p.value)
    .join('');
  // Indian grouping: the last three digits, then twos (12,34,567).
  const chars = [...digits];
  const last = chars.splice(-3).join('');
  const rest: string[] = [];
  while (chars.length > 0) rest.unshift(chars.splice(-2).join(''));
  const integer = [...rest, last].join(group);
  let placed = false;
  return parts
    .map((p) => {
      if (p.type === 'group') return '';
      if (p.type !== 'integer') return p.value;
      if (placed) return '';
      placed = true;
      return integer;
    })
    .join('');
}

/** Integer paise as rupees with 2 decimals: ₹1,00,000.00. */
export function formatMoneyPaise(paise: number, locale = appLocale()): string {
  return formatInr(paise / 100, 2, locale);
}

/** Whole rupees (quotes, estimates, visiting charges): ₹1,500. */
export function formatMoneyRupees(rupees: number, locale = appLocale()): string {
  return formatInr(Math.round(rupees), 0, locale);
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
