import { AppError } from '@gharseva/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpPeppers, type AppDeps } from '../../deps.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { hmacHex, randomDigits, randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { smsText } from '../notifications/index.ts';
import { insertSignupTicket, replaceOtp, type OtpPurpose } from './otp.repo.ts';

/** Which SMS text, under which name, each purpose's code is sent with. */
const SMS_OF: Record<OtpPurpose, { text: 'verification' | 'reset'; brand: string }> = {
  user_signup: { text: 'verification', brand: 'GharSeva' },
  repairer_signup: { text: 'verification', brand: 'GharSeva Partner' },
  user_reset: { text: 'reset', brand: 'GharSeva' },
  repairer_reset: { text: 'reset', brand: 'GharSeva Partner' },
};

/** The phone's unused, unexpired code for `purpose`, if it has one. */
const unexpired = (input: { phone: string; purpose: OtpPurpose }) =>
  and(
    eq(otpCodes.phone, input.phone),
    eq(otpCodes.purpose, input.purpose),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, new Date()),
  );

/**
 * One-time codes (DESIGN.md section 4): 6 CSPRNG digits, stored as an HMAC
 * with the server pepper, bound to a phone and a purpose, single use, limited
 * lifetime and tries, a resend cool-down and hourly send limits per phone and IP.
 */
export function createOtpService({ database, sms, counters, config, secrets }: AppDeps) {
  const { db } = database;
  const codeHmac = (phone: string, purpose: OtpPurpose, code: string, pepper = secrets.otpPepper) =>
    hmacHex(pepper, `${purpose}:${phone}:${code}`);
  /** Right under the current pepper, or the previous one during a rotation. */
  const codeMatches = (stored: string, phone: string, purpose: OtpPurpose, code: string) =>
    otpPeppers(secrets).some((p) => safeEqual(stored, codeHmac(phone, purpose, code, p)));
  const cooldownKeyOf = (phone: string, purpose: OtpPurpose) => `otp:cooldown:${purpose}:${phone}`;

  /** A locked code; Retry-After says when a new code may be requested (DESIGN.md section 9). */
  async function tooManyAttempts(phone: string, purpose: OtpPurpose) {
    const cooldown = await counters.peek(cooldownKeyOf(phone, purpose));
    return new AppError('OTP_TOO_MANY_ATTEMPTS', undefined, {
      retryAfter: Math.max(1, cooldown.resetInSeconds),
    });
  }

  async function enforceSendLimits(phone: string, purpose: OtpPurpose, ip: string) {
    const cooldownKey = cooldownKeyOf(phone, purpose);
    if (config.OTP_RESEND_COOLDOWN_SECONDS > 0) {
      const claim = await counters.claim(cooldownKey, config.OTP_RESEND_COOLDOWN_SECONDS);
      if (!claim.claimed) {
        throw new AppError(
          'OTP_RESEND_TOO_SOON',
          `Please wait ${claim.retryInSeconds} seconds before requesting another OTP.`,
          { retryAfter: claim.retryInSeconds },
        );
      }
    }
    const perPhone = await counters.hit(`otp:phone:${phone}`, 3600);
    const perIp = await counters.hit(`otp:ip:${ip}`, 3600);
    const over =
      perPhone.count > config.OTP_MAX_SENDS_PER_PHONE_PER_HOUR
        ? perPhone
        : perIp.count > config.OTP_MAX_SENDS_PER_IP_PER_HOUR
          ? perIp
          : undefined;
    if (over) throw new AppError('OTP_SEND_LIMIT', undefined, { retryAfter: over.resetInSeconds });
    return cooldownKey;
  }

  return {
    /**
     * Sends a fresh code. With `deliver: false` the limits still apply but
     * nothing is stored or sent (an unknown phone asking for a reset code must
     * look the same from outside).
     */
    async send(input: {
      phone: string;
      purpose: OtpPurpose;
      ip: string;
      deliver?: boolean;
      /** The SMS's language; English when not given. */
      language?: string | undefined;
    }) {
      const cooldownKey = await enforceSendLimits(input.phone, input.purpose, input.ip);
      if (input.deliver === false) return;
      const code = randomDigits(6);
      await replaceOtp(db, {
        phone: input.phone,
        purpose: input.purpose,
        codeHmac: codeHmac(input.phone, input.purpose, code),
        expiresAt: new Date(Date.now() + config.OTP_TTL_SECONDS * 1000),
      });
      try {
        await sms.send({
          to: input.phone,
          kind: 'otp',
          body: smsText(input.language ?? 'en', SMS_OF[input.purpose].text, {
            code,
            minutes: Math.ceil(config.OTP_TTL_SECONDS / 60),
            brand: SMS_OF[input.purpose].brand,
          }),
          vars: { otp: code },
        });
      } catch (error) {
        await counters.reset(cooldownKey);
        throw Object.assign(new AppError('FAILED_SEND_OTP'), { cause: error });
      }
    },

    /**
     * Checks a code. Each try is counted before the comparison, in one
     * conditional update, so parallel guesses cannot exceed the limit.
     */
    async verify(input: { phone: string; purpose: OtpPurpose; otp: string }): Promise<void> {
      const [live] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(unexpired(input), lt(otpCodes.attempts, config.OTP_MAX_VERIFY_ATTEMPTS)))
        .returning({ id: otpCodes.id, codeHmac: otpCodes.codeHmac, attempts: otpCodes.attempts });
      if (!live) {
        const [exhausted] = await db
          .select({ id: otpCodes.id })
          .from(otpCodes)
          .where(unexpired(input))
          .limit(1);
        throw exhausted
          ? await tooManyAttempts(input.phone, input.purpose)
          : new AppError('OTP_EXPIRED');
      }
      if (!codeMatches(live.codeHmac, input.phone, input.purpose, input.otp)) {
        throw live.attempts >= config.OTP_MAX_VERIFY_ATTEMPTS
          ? await tooManyAttempts(input.phone, input.purpose)
          : new AppError('INVALID_OTP');
      }
      const consumed = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (consumed.length !== 1) throw new AppError('OTP_EXPIRED');
    },

    /** A verified phone's ticket for the signup call; the raw token goes to the cookie only. */
    async issueSignupTicket(phone: string, purpose: OtpPurpose): Promise<string> {
      const token = randomToken(32);
      await insertSignupTicket(db, {
        tokenHash: sha256Hex(token),
        phone,
        purpose,
        expiresAt: new Date(Date.now() + config.SIGNUP_TICKET_TTL_SECONDS * 1000),
      });
      return token;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
