import { LANGUAGES } from '@gharseva/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleFormats } from '../testing/locale-formats';
import { formatDateStyle } from '../utils/date';
import { formatMoneyCompact } from '../utils/money';
import { indianLocale } from './format-data';

/**
 * The formats the app writes in its own words where ICU's read wrong in India (decision 040):
 * short rupees in lakh and crore in every language, and Maithili's parts of the day.
 */
beforeAll(loadLocaleFormats);

/** No-break space: keeps the word with its amount. */
const nb = '\u00a0';

/** 1.5 lakh, 1 lakh, 25 lakh, 1 crore and 2.5 crore, short, in each language. */
const LAKH_AND_CRORE: Record<string, [string, string, string, string, string]> = {
  as: [
    `₹${nb}১.৫${nb}লাখ`,
    `₹${nb}১${nb}লাখ`,
    `₹${nb}২৫${nb}লাখ`,
    `₹${nb}১${nb}কোটি`,
    `₹${nb}২.৫${nb}কোটি`,
  ],
  bn: ['১.৫ লা₹', '১ লা₹', '২৫ লা₹', '১ কো₹', '২.৫ কো₹'],
  en: ['₹1.5L', '₹1L', '₹25L', '₹1Cr', '₹2.5Cr'],
  gu: ['₹1.5 લાખ', '₹1 લાખ', '₹25 લાખ', '₹1 કરોડ', '₹2.5 કરોડ'],
  hi: ['₹1.5 लाख', '₹1 लाख', '₹25 लाख', '₹1 क॰', '₹2.5 क॰'],
  kn: ['₹1.5 ಲಕ್ಷ', '₹1 ಲಕ್ಷ', '₹25 ಲಕ್ಷ', '₹1 ಕೋಟಿ', '₹2.5 ಕೋಟಿ'],
  mai: [`₹${nb}1.5 लाख`, `₹${nb}1 लाख`, `₹${nb}25 लाख`, `₹${nb}1 करोड़`, `₹${nb}2.5 करोड़`],
  ml: ['₹1.5 ലക്ഷം', '₹1 ലക്ഷം', '₹25 ലക്ഷം', '₹1 കോടി', '₹2.5 കോടി'],
  mr: ['₹१.५ लाख', '₹१ लाख', '₹२५ लाख', '₹१ कोटी', '₹२.५ कोटी'],
  ne: [`₹${nb}१.५ लाख`, `₹${nb}१ लाख`, `₹${nb}२५ लाख`, `₹${nb}१ करोड`, `₹${nb}२.५ करोड`],
  or: ['₹1.5 ଲକ୍ଷ', '₹1 ଲକ୍ଷ', '₹25 ଲକ୍ଷ', '₹1 କୋଟି', '₹2.5 କୋଟି'],
  pa: ['₹1.5 ਲੱਖ', '₹1 ਲੱਖ', '₹25 ਲੱਖ', '₹1 ਕਰੋੜ', '₹2.5 ਕਰੋੜ'],
  ta: ['₹1.5 லட்சம்', '₹1 லட்சம்', '₹25 லட்சம்', '₹1 கோடி', '₹2.5 கோடி'],
  te: ['₹1.5 లక్షలు', '₹1 లక్ష', '₹25 లక్షలు', '₹1 కోటి', '₹2.5 కోట్లు'],
  ur: ['₹۱٫۵ لاکھ', '₹۱ لاکھ', '₹۲۵ لاکھ', '₹۱ کروڑ', '₹۲٫۵ کروڑ'],
};

/** The tests' spaces are written as plain spaces; the formats keep words on with no-break ones. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('short rupees read in lakh and crore', () => {
  it('covers every language', () => {
    expect(Object.keys(LAKH_AND_CRORE).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it.each(Object.entries(LAKH_AND_CRORE))('in %s', (language, expected) => {
    const locale = indianLocale(language);
    const written = [1_50_000, 1_00_000, 25_00_000, 1_00_00_000, 2_50_00_000].map((rupees) =>
      spaced(formatMoneyCompact(rupees, locale)),
    );
    expect(written).toEqual(expected.map(spaced));
    // Never millions: 15 lakh is not '1.5M'.
    expect(spaced(formatMoneyCompact(15_00_000, locale))).toBe(
      spaced(expected[2]).replace(
        /25|২৫|२५|۲۵/,
        (n) => ({ '25': '15', '২৫': '১৫', '२५': '१५', '۲۵': '۱۵' })[n] ?? n,
      ),
    );
  });

  it('carries a rounded amount into the next size', () => {
    expect(spaced(formatMoneyCompact(99_990, 'ta-IN'))).toBe('₹1 லட்சம்');
    expect(spaced(formatMoneyCompact(99_99_999, 'te-IN'))).toBe('₹1 కోటి');
    expect(spaced(formatMoneyCompact(-2_50_000, 'kn-IN'))).toBe('-₹2.5 ಲಕ್ಷ');
  });

  it('keeps Maithili thousands in Maithili', () => {
    expect(spaced(formatMoneyCompact(12_345, 'mai-IN'))).toBe('₹ 12.3 हजार');
  });
});

describe("Maithili's parts of the day", () => {
  /** The instant of `hour`:05 on 22 November 2026 in India (UTC+5:30). */
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour, 5) - 330 * 60_000);

  it.each([
    [9, 'भोर 9:05'],
    [14, 'दुपहरिया 2:05'],
    [19, 'साँझ 7:05'],
    [23, 'राति 11:05'],
    [0, 'राति 12:05'],
    [4, 'भोर 4:05'],
    [12, 'दुपहरिया 12:05'],
    [16, 'साँझ 4:05'],
    [20, 'राति 8:05'],
  ])('%i:05 reads "%s"', (hour, text) => {
    expect(formatDateStyle(at(hour), 'time', 'mai-IN')).toBe(text);
  });

  it('says the part of the day in a date with a time', () => {
    expect(formatDateStyle(at(14), 'dateTime', 'mai-IN')).toBe('22 नव॰ 2026, दुपहरिया 2:05');
  });

  it('leaves other languages with their am and pm', () => {
    expect(formatDateStyle(at(14), 'time', 'hi-IN')).toBe('2:05 pm');
    expect(formatDateStyle(at(9), 'time', 'en-IN')).toBe('9:05 am');
  });
});
