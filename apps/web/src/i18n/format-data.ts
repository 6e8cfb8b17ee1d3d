/**
 * How a language writes numbers, money and dates (decision 030). Written into each language's
 * `common.json` under `format` by `scripts/locale-formats.ts`, from Node's full ICU data, so the
 * server's first screen and every browser show the same text: a browser's own `Intl` data may
 * lack a language (Chromium has none for Assamese, Odia, Punjabi, Nepali or Maithili).
 *
 * Templates name their fields with CLDR's pattern letters in braces: `{d}` day, `{dd}` day in
 * two digits, `{M}` the style's month name, `{y}` year, `{h}` hour 1 to 12, `{hh}` the same in
 * two digits, `{H}` hour 0 to 23, `{HH}`, `{mm}` minutes, `{a}` the day period (am, pm).
 * Number templates hold `{n}` where the number goes.
 */
export interface LocaleFormat {
  /** The language's ten digits, 0 to 9. */
  digits: string;
  decimal: string;
  group: string;
  /** How plain numbers group: 'indian' (12,34,567) or 'thousands' (1,234,567). Money is Indian. */
  grouping: string;
  /** Signed numbers (a stat's change): `+{n}` and `-{n}`. */
  number: { signed: string; negative: string };
  percent: { plain: string; signed: string; negative: string };
  /** Rupees: `₹{n}`. */
  money: string;
  /**
   * Short rupee amounts ('₹12.3K', '₹1.5L') from 10^3 to 10^8: the divisor's power of ten and
   * pattern, and the pattern for exactly one where the word changes ('₹1 లక్ష', '₹2 లక్షలు').
   */
  compact: { power: number; pattern: string; one?: string }[];
  dates: Record<DateStyle, string>;
  /** The month names each date style shows (a month alone may differ from one in a date). */
  months: Record<MonthStyle, string[]>;
  /**
   * Before and after noon; or, with `dayPeriodHours`, the parts of the day a language names
   * (night, morning, afternoon, evening), each from the hour (0 to 23) at the same index.
   */
  dayPeriods: string[];
  dayPeriodHours?: number[];
}

/** The date formats the app shows, as `Intl` options (the generator reads them with these). */
export const DATE_STYLES = {
  /** 22 Nov 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 22 Nov 2026, 3:45 pm */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 3:45 pm */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Nov (a chart's axis) */
  month: { month: 'short' },
  /** November 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 22 November 2026 (the legal pages) */
  longDate: { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;
export type MonthStyle = Exclude<DateStyle, 'time'>;
export const MONTH_STYLES = ['date', 'dateTime', 'month', 'monthYear', 'longDate'] as const;

/** The `Intl` locale of a language in India: `hi` reads as `hi-IN`. */
export const indianLocale = (language: string) => `${language}-IN`;
