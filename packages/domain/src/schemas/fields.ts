import { z } from 'zod';
import { FULLNAME_MAX_LENGTH, FULLNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isValidAadhaar } from '../identity.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { plainText } from './text.ts';

/** A string field whose absence reads as the given "required" message. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const ZPhone = requiredString(M.phoneRequired).regex(/^[6-9]\d{9}$/, M.phoneInvalid);

export const ZLoginPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.loginPasswordMin)
  .max(128, M.passwordMax);

export const ZNewPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(128, M.passwordMax);

export const ZOtp = z
  .string({ error: M.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, M.otpInvalid);

export const ZServiceOtp = z
  .string({ error: M.serviceOtpInvalid })
  .trim()
  .regex(/^\d{6}$/, M.serviceOtpInvalid);

const fullname = (invalid: string) =>
  plainText({
    max: FULLNAME_MAX_LENGTH,
    messages: { invalid, tooLong: M.fullnameMax, characters: M.fullnameCharacters },
  });

export const ZFullnameMin3 = fullname(M.fullnameMin).min(FULLNAME_MIN_LENGTH, M.fullnameMin);

export const ZFullnameRequired = fullname(M.fullnameRequired).min(1, M.fullnameRequired);

export const ZAadhaar = z
  .string({ error: M.aadhaarLength })
  .trim()
  .regex(/^\d{12}$/, M.aadhaarLength)
  .refine((v) => !/^\d{12}$/.test(v) || isValidAadhaar(v), M.aadhaarInvalid);

/** name@handle: name 2-256 word characters, dots or hyphens; handle 3-64 letters. */
export const UPI_PATTERN = /^[\w.-]{2,256}@[A-Za-z]{3,64}$/;
export const ZUpiId = z.string({ error: M.upiInvalid }).trim().regex(UPI_PATTERN, M.upiInvalid);

/** An Indian pincode: six digits, the first not 0. The one rule every form and schema checks. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** True when `value` (already trimmed) is a pincode by PINCODE_PATTERN. */
export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value);

export const ZPincode = z
  .string({ error: M.pincodeLength })
  .trim()
  .regex(PINCODE_PATTERN, M.pincodeLength);
