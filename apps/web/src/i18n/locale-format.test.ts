import { APP_TIME_ZONE, LANGUAGES } from '@gharseva/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleFormats } from '../testing/locale-formats';
import { formatChange } from '../features/repairer-dashboard/utils/change-value';
import { formatDateStyle } from '../utils/date';
import { formatMoneyCompact, formatMoneyPaise } from '../utils/money';
import { formatNumber } from '../utils/number';
import { DATE_STYLES, indianLocale, type DateStyle } from './format-data';
import { DAY_PERIODS, INDIAN_COMPACT } from './format-overrides';
import { localeFormat } from './locale-format';

/**
 * The formats written in each language's texts (scripts/locale-formats.ts) write exactly what
 * Node's full ICU data writes, so the app shows the same in every browser, whatever `Intl` data
 * the browser has (decision 030). A failure after a Node upgrade means: run the script again.
 * Except where the app writes its own words (decision 040, `format-overrides.ts`): short rupees
 * from a lakh up, and Maithili's times; `native-formats.test.ts` checks those.
 */
beforeAll(loadLocaleFormats);

const locales = LANGUAGES.map((language) => indianLocale(language.code));

/** Instants across years, months, days and the hours around midnight and noon (UTC). */
const instants = [
  Date.UTC(2026, 10, 22, 10, 15),
  Date.UTC(2026, 0, 1, 18, 29), // 23:59 in India
  Date.UTC(2026, 0, 1, 18, 30), // midnight in India: the next day
  Date.UTC(2025, 11, 31, 6, 30), // noon in India
  Date.UTC(2024, 1, 29, 0, 0),
  Date.UTC(2027, 5, 9, 21, 5),
  Date.UTC(2030, 8, 30, 3, 45),
  ...Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, month * 2 + 3, month * 2, 7)),
].map((time) => new Date(time));

const india = (style: DateStyle) => ['date', 'dateTime', 'time'].includes(style);

describe.each(locales)('%s', (locale) => {
  const language = locale.split('-')[0] ?? '';
  const ownTimes = language in DAY_PERIODS;
  const styles = (Object.keys(DATE_STYLES) as DateStyle[]).filter(
    (style) => !ownTimes || !['time', 'dateTime'].includes(style),
  );
  it.each(styles)('writes the %s style as Intl does', (style) => {
    const intl = new Intl.DateTimeFormat(locale, {
      ...DATE_STYLES[style],
      timeZone: india(style) ? APP_TIME_ZONE : 'UTC',
    });
    for (const instant of instants) {
      expect(formatDateStyle(instant, style, locale, india(style) ? 'india' : 'utc')).toBe(
        intl.format(instant),
      );
    }
  });

  it('writes numbers as Intl does', () => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const value of [0, 0.04, -0.04, 1, 2.45, 12.35, 999.95, 1234.5, 98765.43, 1234567.891]) {
      expect(formatNumber(value, { maximumFractionDigits: 1 }, locale)).toBe(intl.format(value));
    }
  });

  it("signs a stat's change as Intl does", () => {
    const percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    });
    const rating = new Intl.NumberFormat(locale, {
      signDisplay: 'exceptZero',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (const value of [12, -4.5, 0, 1250.5]) {
      expect(formatChange(value, 'percent', locale).text).toBe(percent.format(value / 100));
    }
    for (const value of [0.3, -0.2, 0]) {
      expect(formatChange(value, 'rating', locale).text).toBe(rating.format(value));
    }
  });

  it('writes money as Intl does, grouped the Indian way', () => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    const { group } = localeFormat(locale);
    const ungrouped = (text: string) => text.split(group).join('');
    for (const paise of [0, 5, 29_900, 1_23_456_50, 10_00_00_000_00, -50_000]) {
      const money = formatMoneyPaise(paise, locale);
      expect(ungrouped(money)).toBe(ungrouped(intl.format(paise / 100)));
      if (paise >= 1_00_000_00) expect(money.split(group)).toHaveLength(paise > 1e9 ? 4 : 3);
    }
  });

  it('writes short rupee amounts as Intl does', () => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const amounts = [
      0, 950, 950.44, 1000, 1500, 12_345, 12_350, 99_999, 1_00_000, 2_50_000, 9_99_960, 12_34_567,
    ];
    const own = INDIAN_COMPACT[language];
    // 99,950 and up round to a lakh.
    const from = own ? (own.thousand ? 1000 : 99_950) : Infinity;
    for (const rupees of [...amounts, 1_23_45_678, 12_34_56_789].filter((r) => r < from)) {
      expect(formatMoneyCompact(rupees, locale)).toBe(intl.format(rupees));
    }
  });
});
