/**
 * Writes each language's number, money and date format (`format` in
 * src/i18n/locales/<code>/common.json) from Node's full ICU data (decision 030). Run after
 * changing a format or Node's ICU: `npx tsx apps/web/scripts/locale-formats.ts`; the unit test
 * src/i18n/locale-format.test.ts fails while the written formats and Node's `Intl` disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { LANGUAGES } from '@gharseva/domain';
import {
  DATE_STYLES,
  indianLocale,
  MONTH_STYLES,
  type DateStyle,
  type LocaleFormat,
} from '../src/i18n/format-data';
import { DAY_PERIODS, INDIAN_COMPACT } from '../src/i18n/format-overrides';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The parts as a template: the number's run of parts becomes `{n}`, the rest is kept. */
function numberTemplate(parts: Intl.NumberFormatPart[]): string {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  if (parts.slice(first, last + 1).some((p) => !NUMBER_PARTS.has(p.type))) {
    throw new Error(`number not in one run: ${JSON.stringify(parts)}`);
  }
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  return `${text(0, first)}{n}${text(last + 1)}`;
}

function digitsOf(locale: string): string {
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join('');
}

/** The value of the part named `type`, which must be there. */
function part(parts: Intl.DateTimeFormatPart[], type: string): string {
  const found = parts.find((p) => p.type === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(parts)}`);
  return found.value;
}

/** A date field written with the language's digits, back to its number. */
function fieldNumber(value: string, digits: string): number {
  const ascii = [...value].map((c) => (digits.includes(c) ? String(digits.indexOf(c)) : c));
  const number = Number(ascii.join(''));
  if (!Number.isInteger(number)) throw new Error(`unreadable date field ${value}`);
  return number;
}

/**
 * A date style's template. The probe is 5 March 2026 at 15:07 (UTC, as formatted) and a second
 * probe at 03:07; the pattern letter of each field is read from how the probes write it.
 */
function dateTemplate(locale: string, style: DateStyle, digits: string): string {
  const format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
  const afternoon = format.formatToParts(new Date(Date.UTC(2026, 2, 5, 15, 7)));
  const morning = format.formatToParts(new Date(Date.UTC(2026, 2, 5, 3, 7)));
  return afternoon
    .map((p, index) => {
      switch (p.type) {
        case 'literal':
          if (/[{}]/.test(p.value)) throw new Error(`brace in ${locale} ${style}`);
          // V8's `format` writes ICU's narrow no-break space (3:45 pm) as a space, for the web's
          // sake; `formatToParts` keeps it. The app writes what `format` writes.
          return p.value.replace(/\u202f/g, ' ');
        case 'day':
          return fieldNumber(p.value, digits) !== 5
            ? fail(`${locale} ${style} day ${p.value}`)
            : p.value.length === 2
              ? '{dd}'
              : '{d}';
        case 'month':
          return '{M}';
        case 'year':
          return fieldNumber(p.value, digits) === 2026 ? '{y}' : fail(`${locale} year ${p.value}`);
        case 'hour': {
          const pm = fieldNumber(p.value, digits);
          const am = part(morning, 'hour');
          const letter = pm === 3 ? 'h' : pm === 15 ? 'H' : fail(`${locale} hour ${p.value}`);
          return am.length === 2 ? `{${letter}${letter}}` : `{${letter}}`;
        }
        case 'minute':
          return p.value.length === 2 && fieldNumber(p.value, digits) === 7
            ? '{mm}'
            : fail(`${locale} minute ${p.value}`);
        case 'dayPeriod':
          if (morning[index]?.type !== 'dayPeriod') throw new Error(`${locale} moves its am/pm`);
          return '{a}';
        default:
          return fail(`${locale} ${style} has a ${p.type}`);
      }
    })
    .join('');
}

function fail(message: string): never {
  throw new Error(message);
}

/** The month names a style shows, January to December. */
function monthNames(locale: string, style: DateStyle): string[] {
  const format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) =>
    part(format.formatToParts(new Date(Date.UTC(2026, month, 5, 15, 7))), 'month'),
  );
}

function dayPeriods(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES.time, timeZone: 'UTC' });
  return [3, 15].map((hour) =>
    part(format.formatToParts(new Date(Date.UTC(2026, 2, 5, hour, 7))), 'dayPeriod'),
  );
}

/** Compact rupees from 10^3 to 10^8: the template of 10^k and how many digits it shows. */
function compactPatterns(locale: string, digits: string): LocaleFormat['compact'] {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return [3, 4, 5, 6, 7, 8].map((power) => {
    const parts = format.formatToParts(10 ** power);
    const shown = fieldNumber(part(parts as Intl.DateTimeFormatPart[], 'integer'), digits);
    return { power: power - Math.round(Math.log10(shown)), pattern: numberTemplate(parts) };
  });
}

/**
 * The app's own words where ICU's read wrong in India (decision 040, `format-overrides.ts`):
 * short rupees in lakh and crore, and Maithili's parts of the day.
 */
function withOverrides(language: string, format: LocaleFormat): LocaleFormat {
  const compact = INDIAN_COMPACT[language];
  if (compact) {
    // The word after the amount, kept with it by a no-break space, as ICU writes 'लाख' in Hindi.
    const pattern = (word: string) => format.money.replace('{n}', `{n}\u00a0${word}`);
    const size = (power: number, word: string, one?: string) => ({
      power,
      pattern: pattern(word),
      ...(one ? { one: pattern(one) } : {}),
    });
    const thousand = compact.thousand ? size(3, compact.thousand) : undefined;
    format.compact = [
      thousand ?? format.compact[0]!,
      thousand ?? format.compact[1]!,
      size(5, compact.lakh, compact.lakhOne),
      size(5, compact.lakh, compact.lakhOne),
      size(7, compact.crore, compact.croreOne),
      size(7, compact.crore, compact.croreOne),
    ];
  }
  const periods = DAY_PERIODS[language];
  if (periods) {
    format.dayPeriods = [...periods.words];
    format.dayPeriodHours = [...periods.hours];
    if (periods.before) {
      for (const style of ['time', 'dateTime'] as const) {
        const template = format.dates[style];
        if (!template.includes('{h}:{mm} {a}'))
          throw new Error(`${language} ${style}: ${template}`);
        format.dates[style] = template.replace('{h}:{mm} {a}', '{a} {h}:{mm}');
      }
    }
  }
  return format;
}

function localeFormatOf(language: string): LocaleFormat {
  const locale = indianLocale(language);
  const digits = digitsOf(locale);
  const decimalParts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const groups = decimalParts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
  return {
    digits,
    decimal: part(decimalParts as Intl.DateTimeFormatPart[], 'decimal'),
    group: part(decimalParts as Intl.DateTimeFormatPart[], 'group'),
    grouping:
      groups.join(',') === '1,3,3'
        ? 'thousands'
        : groups.join(',') === '2,2,3'
          ? 'indian'
          : fail(`${locale} groups ${groups.join(',')}`),
    number: {
      signed: numberTemplate(signed.formatToParts(1.5)),
      negative: numberTemplate(signed.formatToParts(-1.5)),
    },
    percent: {
      plain: numberTemplate(percent.formatToParts(0)),
      signed: numberTemplate(percent.formatToParts(0.25)),
      negative: numberTemplate(percent.formatToParts(-0.25)),
    },
    money: numberTemplate(money.formatToParts(1234.5)),
    compact: compactPatterns(locale, digits),
    dates: Object.fromEntries(
      Object.keys(DATE_STYLES).map((style) => [
        style,
        dateTemplate(locale, style as DateStyle, digits),
      ]),
    ) as LocaleFormat['dates'],
    months: Object.fromEntries(
      MONTH_STYLES.map((style) => [style, monthNames(locale, style)]),
    ) as LocaleFormat['months'],
    dayPeriods: dayPeriods(locale),
  };
}

const localesDir = path.resolve(import.meta.dirname, '../src/i18n/locales');
for (const { code } of LANGUAGES) {
  const file = path.join(localesDir, code, 'common.json');
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  texts.format = withOverrides(code, localeFormatOf(code));
  // Written as the repository's formatter writes JSON, so `npm run lint` passes after a run.
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(texts, null, 2), { ...options, filepath: file }),
  );
}
console.warn(`Formats of ${LANGUAGES.length} languages written (ICU ${process.versions.icu}).`);
