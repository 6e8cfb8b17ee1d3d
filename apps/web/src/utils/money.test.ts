import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleFormats } from '../testing/locale-formats';
import { formatMoneyCompact, formatMoneyPaise, formatMoneyRupees } from './money';

beforeAll(loadLocaleFormats);

describe('money in every language', () => {
  it('groups rupees the Indian way in English', () => {
    expect(formatMoneyPaise(12_345_650, 'en-IN')).toBe('₹1,23,456.50');
    expect(formatMoneyRupees(150, 'en-IN')).toBe('₹150');
    expect(formatMoneyRupees(10_00_000, 'en-IN')).toBe('₹10,00,000');
  });

  it('keeps Indian grouping where the locale data groups by thousands, with its own digits', () => {
    expect(formatMoneyRupees(123_456, 'mr-IN')).toBe('₹१,२३,४५६');
    expect(formatMoneyRupees(123_456, 'kn-IN')).toBe('₹1,23,456');
    expect(formatMoneyRupees(123_456, 'ml-IN')).toBe('₹1,23,456');
    expect(formatMoneyPaise(12_345_650, 'bn-IN')).toBe('₹১,২৩,৪৫৬.৫০');
  });

  it('writes Urdu with its own digits and separators', () => {
    expect(formatMoneyRupees(123_456, 'ur-IN')).toBe('₹۱٬۲۳٬۴۵۶');
  });

  // A no-break space (\u00a0) keeps ₹ with its amount in these languages.
  it('writes the languages whose data a browser may lack (Chromium has none for these)', () => {
    expect(formatMoneyPaise(12_345_650, 'as-IN')).toBe('₹\u00a0১,২৩,৪৫৬.৫০');
    expect(formatMoneyRupees(123_456, 'ne-IN')).toBe('₹\u00a0१,२३,४५६');
    expect(formatMoneyRupees(123_456, 'or-IN')).toBe('₹1,23,456');
    expect(formatMoneyRupees(123_456, 'pa-IN')).toBe('₹1,23,456');
    expect(formatMoneyRupees(123_456, 'mai-IN')).toBe('₹\u00a01,23,456');
  });

  it('shortens amounts for the chart, in the language', () => {
    expect(formatMoneyCompact(0, 'en-IN')).toBe('₹0');
    expect(formatMoneyCompact(12_345, 'en-IN')).toBe('₹12.3K');
    expect(formatMoneyCompact(2_50_000, 'en-IN')).toBe('₹2.5L');
    expect(formatMoneyCompact(9_99_960, 'en-IN')).toBe('₹10L');
    expect(formatMoneyCompact(12_345, 'hi-IN')).toBe('₹12.3\u00a0हज़ार');
  });
});
