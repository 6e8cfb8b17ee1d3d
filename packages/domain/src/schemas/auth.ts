import { z } from 'zod';
import { SEARCH_CATEGORIES, type SearchCategory } from '../catalogue/types.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  ZAadhaar,
  ZFullnameMin3,
  ZFullnameRequired,
  ZLoginPassword,
  ZNewPassword,
  ZOtp,
  ZPhone,
  ZPincode,
  ZUpiId,
  requiredString,
} from './fields.ts';

// ---- Requests (SPEC.md section 7, "Authentication and sessions") ----

export const ZGetOtpRequest = z.object({ phone: ZPhone });
export type TGetOtpRequest = z.infer<typeof ZGetOtpRequest>;

export const ZVerifyOtpRequest = z.object({ phone: ZPhone, otp: ZOtp });
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZLoginRequest = z.object({ phone: ZPhone, password: ZLoginPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUserSignupRequest = z.object({
  fullname: ZFullnameMin3,
  password: ZNewPassword,
  phone: ZPhone,
});
export type TUserSignupRequest = z.infer<typeof ZUserSignupRequest>;

const isSearchCategory = (v: string): v is SearchCategory =>
  (SEARCH_CATEGORIES as readonly string[]).includes(v);

/** One main service, as a repairer-search category; a one-element list is accepted too. */
export const ZRepairerSignupService = z
  .union([z.string(), z.array(z.string()).max(1)], { error: M.serviceRequired })
  .transform((v) => (Array.isArray(v) ? (v[0] ?? '') : v).trim().toLowerCase())
  .refine(isSearchCategory, M.serviceRequired)
  .transform((v) => v as SearchCategory);

export const ZRepairerSignupRequest = z.object({
  fullname: ZFullnameRequired,
  phone: ZPhone,
  upiId: ZUpiId,
  password: ZNewPassword,
  services: ZRepairerSignupService,
  aadharcardNumber: ZAadhaar,
  pincode: ZPincode,
});
export type TRepairerSignupRequest = z.infer<typeof ZRepairerSignupRequest>;

export const ZAdminLoginRequest = z.object({
  fullname: ZFullnameRequired,
  phone: ZPhone,
  password: ZLoginPassword,
});
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZAdminSignupRequest = z.object({
  fullname: ZFullnameMin3,
  phone: ZPhone,
  secretkey: requiredString(M.secretKeyRequired).max(256, M.secretKeyRequired),
  password: ZNewPassword,
});
export type TAdminSignupRequest = z.infer<typeof ZAdminSignupRequest>;

/** Forgot password, step 2: the code and the new password in one call. */
export const ZResetPasswordRequest = z.object({
  phone: ZPhone,
  otp: ZOtp,
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

// ---- Form schemas: the request plus what only the form has ----

const matchPasswords = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

export const ZUserSignupForm = z
  .object({
    fullname: ZFullnameMin3,
    password: ZNewPassword,
    confirmPassword: z.string(),
    terms: z.literal(true, { error: M.userTerms }),
  })
  .refine(matchPasswords, { message: M.passwordsMismatch, path: ['confirmPassword'] });
export type TUserSignupForm = z.input<typeof ZUserSignupForm>;

export const ZRepairerSignupForm = z
  .object({
    fullname: ZFullnameRequired,
    phone: ZPhone,
    aadharcardNumber: ZAadhaar,
    upiId: ZUpiId,
    password: ZNewPassword,
    confirmPassword: requiredString(M.confirmPasswordRequired),
    services: requiredString(M.serviceRequired).refine(isSearchCategory, M.serviceRequired),
    pincode: ZPincode,
    terms: z.literal(true, { error: M.repairerTerms }),
  })
  .refine(matchPasswords, { message: M.passwordsMismatch, path: ['confirmPassword'] });
export type TRepairerSignupForm = z.input<typeof ZRepairerSignupForm>;

export const ZAdminSignupForm = z
  .object({
    fullname: ZFullnameMin3,
    phone: ZPhone,
    secretkey: requiredString(M.secretKeyRequired),
    password: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine(matchPasswords, { message: M.passwordsMismatch, path: ['confirmPassword'] });
export type TAdminSignupForm = z.input<typeof ZAdminSignupForm>;

export const ZResetPasswordForm = z
  .object({ otp: ZOtp, password: ZNewPassword, confirmPassword: z.string() })
  .refine(matchPasswords, { message: M.passwordsMismatch, path: ['confirmPassword'] });
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

// ---- Responses ----

export const ZSessionUser = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZRepairerPreferences = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  serviceRadius: z.number(),
});
export type TRepairerPreferences = z.infer<typeof ZRepairerPreferences>;

export const ZSessionRepairer = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  phone: z.string(),
  upiId: z.string(),
  pincode: z.string(),
  /** Always masked: `XXXX XXXX 1234`. */
  aadharcardNumber: z.string(),
  services: z.array(z.object({ name: z.string(), visitingCharge: z.number() })),
  experience: z.number(),
  bio: z.string(),
  rating: z.object({ average: z.number(), count: z.number() }),
  preferences: ZRepairerPreferences,
  isOnline: z.boolean(),
  profilePicture: z.string().nullable(),
});
export type TSessionRepairer = z.infer<typeof ZSessionRepairer>;

export const ZSessionAdmin = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  phone: z.string(),
});
export type TSessionAdmin = z.infer<typeof ZSessionAdmin>;

/** GET /check-auth: the session's account, or no role. */
export const ZCheckAuthResponse = z.discriminatedUnion('role', [
  z.object({ role: z.null() }),
  z.object({ role: z.literal('user'), user: ZSessionUser }),
  z.object({ role: z.literal('repairer'), repairer: ZSessionRepairer }),
  z.object({ role: z.literal('admin'), admin: ZSessionAdmin }),
]);
export type TCheckAuthResponse = z.infer<typeof ZCheckAuthResponse>;

const ZAuthBase = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The session token, for non-browser clients (browsers get the cookie). */
  token: z.string(),
});

/** Login and signup answer the signed-in account and the session token (for non-browser clients). */
export const ZAuthResponse = z.discriminatedUnion('role', [
  ZAuthBase.extend({ role: z.literal('user'), user: ZSessionUser }),
  ZAuthBase.extend({ role: z.literal('repairer'), repairer: ZSessionRepairer }),
  ZAuthBase.extend({ role: z.literal('admin'), admin: ZSessionAdmin }),
]);
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
