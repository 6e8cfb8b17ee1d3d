import { z } from 'zod';
import { EMAIL_MESSAGES, VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZOtp } from './fields.ts';

/** Longest address SMTP carries (RFC 5321), as the accounts' column holds. */
export const EMAIL_MAX_LENGTH = 254;

/** An email address, trimmed and lower-cased (mailboxes are found without regard to case). */
export const ZEmailAddress = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }));

/** PUT /api/{user|repairer}/email {email}: sends a code and a link to confirm it. */
export const ZEmailAddressRequest = z.object({ email: ZEmailAddress });
export type TEmailAddressRequest = z.output<typeof ZEmailAddressRequest>;

/** POST /api/{user|repairer}/email/confirm {code}. */
export const ZEmailCodeRequest = z.object({ code: ZOtp });
export type TEmailCodeRequest = z.output<typeof ZEmailCodeRequest>;

/** POST /api/email/confirm-link {token}: the token of the mailed link (its page sends it). */
export const ZEmailLinkRequest = z.object({
  token: z
    .string({ error: M.emailLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, M.emailLinkInvalid),
});
export type TEmailLinkRequest = z.output<typeof ZEmailLinkRequest>;

/** PUT /api/user/settings {emailNotifications}: the customer's email switch. */
export const ZUserSettingsRequest = z.object({
  emailNotifications: z.boolean({ error: M.emailNotificationsInvalid }),
});
export type TUserSettingsRequest = z.output<typeof ZUserSettingsRequest>;

/** An account's email as its owner sees it. */
export const ZEmailStatus = z.object({
  /** The confirmed address notifications go to, or null. */
  email: z.string().nullable(),
  verified: z.boolean(),
  /** An address waiting for its code or link (never the code). */
  pendingEmail: z.string().nullable(),
  emailNotifications: z.boolean(),
});
export type TEmailStatus = z.infer<typeof ZEmailStatus>;

export const ZEmailStatusResponse = z.object({ success: z.literal(true), data: ZEmailStatus });
export type TEmailStatusResponse = z.infer<typeof ZEmailStatusResponse>;

export const ZEmailUpdateResponse = z.object({
  success: z.literal(true),
  message: z.enum(Object.values(EMAIL_MESSAGES) as [string, ...string[]]),
  data: ZEmailStatus,
});
export type TEmailUpdateResponse = z.infer<typeof ZEmailUpdateResponse>;

export const ZEmailLinkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Whose address it was: the page offers that side's sign-in or settings. */
  role: z.enum(['user', 'repairer']),
});
export type TEmailLinkResponse = z.infer<typeof ZEmailLinkResponse>;
