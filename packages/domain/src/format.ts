/** The one money and time formatting of the product (DESIGN.md sections 2 and 11). */

export const APP_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The formatter under `key`, made on first use. Making an `Intl` formatter is slow (a slow
 * phone spent a third of a second making one for each price of the catalogue), using one is
 * fast. ESLint sends every formatter of the code through here.
 */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const optionKeys = new WeakMap<object, string>();

/**
 * The options as part of a cache key. An options object kept in a constant (the money formats
 * below, used for every price in a list) is serialised once, not on every call.
 */
function optionsKey(options: object): string {
  let key = optionKeys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options);
    optionKeys.set(options, key);
  }
  return key;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`number ${locale} ${optionsKey(options)}`, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(`date ${locale} ${optionsKey(options)}`, () => new Intl.DateTimeFormat(locale, options));

const PAISE: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const RUPEES: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
};

/** Integer paise to rupees as shown: ₹1,00,000.00 (en-IN grouping, 2 decimals). */
export function formatPaise(paise: number, locale = 'en-IN'): string {
  return numberFormat(locale, PAISE).format(paise / 100);
}

/** Whole rupees as shown on quotes and estimates: ₹1,500. */
export function formatRupees(rupees: number, locale = 'en-IN'): string {
  return numberFormat(locale, RUPEES).format(rupees);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(now);
}

/** SPEC.md section 9: 'Just now', minutes, hours (<24), days (<7), then a date. */
export function relativeTimeParts(
  then: Date,
  now: Date = new Date(),
): { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number } | { unit: 'date' } {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minute', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', value: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { unit: 'day', value: days };
  return { unit: 'date' };
}

/** Month/day/year in India's time zone (the repairer's assigned date, SPEC.md section 9). */
export function formatMonthDayYear(date: Date): string {
  return dateTimeFormat('en-US', {
    timeZone: APP_TIME_ZONE,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(date);
}
