import { describe, expect, it } from 'vitest';
import { financialYearOf, monthBounds, receiptNumber } from './financial-year.ts';

describe('financialYearOf', () => {
  it('turns at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-01-15T12:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-06-01T12:00:00Z'))).toBe('2099-00');
  });
});

describe('receiptNumber', () => {
  it('pads the sequence to six digits', () => {
    expect(receiptNumber('2026-27', 123)).toBe('GS/2026-27/000123');
    expect(receiptNumber('2026-27', 1_234_567)).toBe('GS/2026-27/1234567');
  });
});

describe('monthBounds', () => {
  it("gives a month's first moment in India and the next month's", () => {
    expect(monthBounds('2026-12')).toEqual({
      from: new Date('2026-11-30T18:30:00Z'),
      to: new Date('2026-12-31T18:30:00Z'),
    });
    expect(monthBounds('2027-02').to).toEqual(new Date('2027-02-28T18:30:00Z'));
  });
});
