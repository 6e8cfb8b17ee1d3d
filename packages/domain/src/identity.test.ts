import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, verhoeffCheckDigit, verhoeffValid } from './identity.ts';

const VALID = '234123412346';

describe('Verhoeff check digit', () => {
  it('accepts 234123412346 and refuses 234123412347', () => {
    expect(verhoeffValid(VALID)).toBe(true);
    expect(verhoeffValid('234123412347')).toBe(false);
  });

  it('matches the published example 236 → 2363', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('computes the check digit that makes a number valid, and only that one', () => {
    expect(verhoeffCheckDigit(VALID.slice(0, 11))).toBe('6');
    for (const base of ['23412341234', '98765432109', '50000000000', '99999999999', '2']) {
      const check = verhoeffCheckDigit(base);
      expect(check).toMatch(/^\d$/);
      for (let d = 0; d <= 9; d++) {
        expect(verhoeffValid(base + d), `${base}${d}`).toBe(String(d) === check);
      }
    }
  });

  it('catches every single-digit error and every adjacent transposition', () => {
    for (let i = 0; i < VALID.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === VALID[i]) continue;
        const changed = VALID.slice(0, i) + d + VALID.slice(i + 1);
        expect(verhoeffValid(changed), changed).toBe(false);
      }
      if (i + 1 < VALID.length && VALID[i] !== VALID[i + 1]) {
        const swapped = VALID.slice(0, i) + VALID[i + 1] + VALID[i] + VALID.slice(i + 2);
        expect(verhoeffValid(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses anything that is not digits', () => {
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('2341 2341 2346')).toBe(false);
    expect(verhoeffValid('23412341234a')).toBe(false);
  });
});

describe('isValidAadhaar', () => {
  it('needs 12 digits, a first digit from 2 to 9 and a valid check digit', () => {
    expect(isValidAadhaar(VALID)).toBe(true);
    expect(isValidAadhaar('234123412347')).toBe(false);
    for (const first of ['0', '1']) {
      const base = `${first}3412341234`;
      const number = base + verhoeffCheckDigit(base);
      expect(verhoeffValid(number)).toBe(true);
      expect(isValidAadhaar(number), number).toBe(false);
    }
    expect(isValidAadhaar(VALID.slice(0, 11))).toBe(false);
    expect(isValidAadhaar(`${VALID}0`)).toBe(false);
    expect(isValidAadhaar(' 234123412346')).toBe(false);
  });
});

describe('maskAadhaar', () => {
  it('shows only the last 4 digits, as XXXX XXXX 1234', () => {
    expect(maskAadhaar('2346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar(VALID.slice(-4))).not.toContain(VALID.slice(0, 8));
  });
});
