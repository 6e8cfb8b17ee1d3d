import { PHONE_LENGTH } from '@gharseva/domain';

/** Keeps the digits of a typed or pasted value, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
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
