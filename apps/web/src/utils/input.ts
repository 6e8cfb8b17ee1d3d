import { PHONE_LENGTH, PINCODE_LENGTH } from '@gharseva/domain';

/** Keeps the digits of a typed or pasted value, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The zero of each script whose digits an Indian keyboard may type (०, ০, ੦, ૦, ୦, ௦, ౦, ೦, ൦, ٠, ۰). */
const DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0x660, 0x6f0];

/** A digit of any of those scripts as its ASCII digit; other characters unchanged. */
function asciiDigits(value: string): string {
  return value.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * A pincode from what was typed or pasted: "110 017", "110-017" or "११००१७" is 110017. Every
 * digit is kept (native digits as ASCII) and everything else dropped before the six-digit cut,
 * so a space or hyphen in the middle never costs a digit.
 */
export function normalisePincodeInput(value: string): string {
  return digitsOnly(asciiDigits(value), PINCODE_LENGTH);
}

/**
 * A 10-digit Indian mobile number from what was typed or pasted: digits
 * only, and a leading +91, 91 or 0 dropped when the rest is 10 digits long.
 */
export function normalisePhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

/** 9876543210 -> '98765 43210', the way Indian numbers are read out. */
export function formatPhone(phone: string): string {
  return phone.length === PHONE_LENGTH ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
