import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhone, normalisePhoneInput } from './input';

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
