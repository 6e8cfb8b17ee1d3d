import { ACCOUNT_LIMIT_DEFAULTS } from '@gharseva/domain';
import type { SignupRole } from '../../../config/paths';

/**
 * The phone of a sign-up in progress, carried from getotp to verify-otp to
 * signup in navigation state AND sessionStorage, so a reload keeps it. Only
 * the phone and timestamps: the proof of verification is the server's
 * httpOnly signup-ticket cookie.
 */
export interface SignupFlow {
  phone: string;
  /** When the last OTP was sent (ms), for the resend countdown. */
  otpSentAt: number;
  verified: boolean;
}

export const RESEND_COOLDOWN_MS = ACCOUNT_LIMIT_DEFAULTS.otpResendCooldownSeconds * 1000;

const storageKey = (role: SignupRole) => `gharseva.signup.${role}`;

export function readSignupFlow(role: SignupRole): SignupFlow | null {
  try {
    const raw = sessionStorage.getItem(storageKey(role));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SignupFlow>;
    if (typeof value.phone !== 'string' || !/^\d{10}$/.test(value.phone)) return null;
    return {
      phone: value.phone,
      otpSentAt: typeof value.otpSentAt === 'number' ? value.otpSentAt : 0,
      verified: value.verified === true,
    };
  } catch {
    return null;
  }
}

export function saveSignupFlow(role: SignupRole, flow: SignupFlow): void {
  try {
    sessionStorage.setItem(storageKey(role), JSON.stringify(flow));
  } catch {
    // Storage unavailable: navigation state still carries the phone.
  }
}

export function clearSignupFlow(role: SignupRole): void {
  try {
    sessionStorage.removeItem(storageKey(role));
  } catch {
    // Nothing stored.
  }
}

/** The phone handed over in navigation state, if any. */
export function phoneFromState(state: unknown): string | null {
  const phone = (state as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' && /^\d{10}$/.test(phone) ? phone : null;
}
