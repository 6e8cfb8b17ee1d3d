import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatPaise, formatRupees, numberFormat } from './format.ts';

describe('formatters', () => {
  it('are made once per locale and options and reused', () => {
    const rupees = { style: 'currency', currency: 'INR' } as const;
    expect(numberFormat('hi-IN', rupees)).toBe(numberFormat('hi-IN', { ...rupees }));
    expect(numberFormat('hi-IN', rupees)).not.toBe(numberFormat('ta-IN', rupees));
    expect(numberFormat('hi-IN', rupees)).not.toBe(numberFormat('hi-IN', { style: 'percent' }));
    expect(dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })).toBe(
      dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }),
    );
    expect(numberFormat('hi-IN', rupees).format(150000)).toBe(
      new Intl.NumberFormat('hi-IN', rupees).format(150000),
    );
  });

  it('still refuses a locale Intl does not know, every time', () => {
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
  });

  it('formats money as before', () => {
    expect(formatPaise(10000000)).toBe('₹1,00,000.00');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(1500)).toBe('₹1,500');
  });
});
