import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhone, normalisePhoneInput, normalisePincodeInput } from './input';

describe('phone input', () => {
  it('keeps at most 10 digits', () => {
    expect(normalisePhoneInput('98765abc43210999')).toBe('9876543210');
  });

  it('reads pasted +91 and 0 prefixes', () => {
    expect(normalisePhoneInput('+91 98765 43210')).toBe('9876543210');
    expect(normalisePhoneInput('098765 43210')).toBe('9876543210');
  });

  it('formats for reading', () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
    expect(digitsOnly('12-34 56 78', 6)).toBe('123456');
  });
});

describe('pincode input', () => {
  it('keeps the six digits of a pincode written with a space or a hyphen', () => {
    expect(normalisePincodeInput('110 017')).toBe('110017');
    expect(normalisePincodeInput('110-017')).toBe('110017');
    expect(normalisePincodeInput(' 110\u00a0017 ')).toBe('110017');
    expect(normalisePincodeInput('110–017')).toBe('110017');
  });

  it('keeps what is being typed, digits only', () => {
    expect(normalisePincodeInput('')).toBe('');
    expect(normalisePincodeInput('11')).toBe('11');
    expect(normalisePincodeInput('11a0 ')).toBe('110');
  });

  it('stops at six digits, counted after the separators are gone', () => {
    expect(normalisePincodeInput('110 0178')).toBe('110017');
    expect(normalisePincodeInput('400 001, Mumbai')).toBe('400001');
  });

  it('reads digits typed on an Indian-language keyboard', () => {
    expect(normalisePincodeInput('११० ०१७')).toBe('110017');
    expect(normalisePincodeInput('௬௦௦ ௦௦௧')).toBe('600001');
    expect(normalisePincodeInput('۴۰۰۰۰۱')).toBe('400001');
  });
});
