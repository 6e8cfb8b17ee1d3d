import { describe, expect, it } from 'vitest';
import { formatMoneyPaise, formatMoneyRupees } from './money';

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
});
