import { AppError, EMAIL_MESSAGES, type TEmailStatus } from '@gharseva/domain';
import { otpPeppers, type AppDeps } from '../../deps.ts';
import { hmacHex, randomDigits, randomToken, safeEqual } from '../../lib/crypto.ts';
import { confirmationEmail } from './email-render.ts';
import {
  applyConfirmation,
  countTry,
  findByToken,
  findEmailAccount,
  livePending,
  replaceConfirmation,
  setEmailSwitch,
  type EmailAccount,
} from './email.repo.ts';

/** How long a code and its link live, and how many wrong codes end them (issue 24). */
export const EMAIL_CODE_TTL_SECONDS = 30 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;
/** Confirmation mails one account may ask for in an hour (each goes to an address it names). */
export const EMAIL_SENDS_PER_HOUR = 10;

/** Where the mailed link leads: a page of the app that sends the token from its `#`. */
export const EMAIL_CONFIRM_PAGE = '/email/confirm';

/**
 * An account's email address (issue 24): a new address gets a 6-digit code and a link, kept as
 * HMACs with the server pepper, 30 minutes and 5 tries, a new one replacing the last; only the
 * code or the link sets the address on the account, confirmed. The code is bound to the
 * account, so another account's code never confirms it.
 */
export function createEmailService({ database, mail, counters, config, secrets, clock }: AppDeps) {
  const { db } = database;
  const now = clock ?? (() => new Date());
  const codeHmac = (account: EmailAccount, code: string, pepper: string) =>
    hmacHex(pepper, `email:${account.role}:${account.id}:${code}`);
  const tokenHmac = (token: string, pepper: string) => hmacHex(pepper, `email-link:${token}`);

  async function status(account: EmailAccount): Promise<TEmailStatus> {
    const row = await findEmailAccount(db, account);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const pending = await livePending(db, account, now());
    const verified = row.email !== null && row.emailVerifiedAt !== null;
    return {
      email: verified ? row.email : null,
      verified,
      pendingEmail: pending?.email ?? null,
      emailNotifications: row.emailNotifications,
    };
  }

  return {
    status,

    /** Sends a code and a link to the address; `origin` makes the link without PUBLIC_URL. */
    async request(account: EmailAccount, email: string, origin: string) {
      const person = await findEmailAccount(db, account);
      if (!person) throw new AppError('UNAUTHENTICATED');
      if (person.email === email && person.emailVerifiedAt) {
        return { message: EMAIL_MESSAGES.alreadyConfirmed, data: await status(account) };
      }
      const sends = await counters.hit(`email:send:${account.role}:${account.id}`, 3600);
      if (sends.count > EMAIL_SENDS_PER_HOUR) {
        throw new AppError('RATE_LIMITED', undefined, { retryAfter: sends.resetInSeconds });
      }
      const code = randomDigits(6);
      const token = randomToken(32);
      const at = now();
      await replaceConfirmation(db, {
        role: account.role,
        accountId: account.id,
        email,
        codeHmac: codeHmac(account, code, secrets.otpPepper),
        tokenHmac: tokenHmac(token, secrets.otpPepper),
        attempts: 0,
        expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
        createdAt: at,
      });
      const link = new URL(`${EMAIL_CONFIRM_PAGE}#${token}`, config.PUBLIC_URL ?? origin);
      const rendered = confirmationEmail({
        language: person.language,
        name: person.fullname,
        code,
        link: link.toString(),
      });
      try {
        await mail.send({ to: email, kind: 'confirmation', ...rendered });
      } catch {
        // The stored code stays unusable without its mail; asking again replaces it.
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'The email could not be sent. Please try again.',
          {
            retryAfter: 30,
          },
        );
      }
      return { message: EMAIL_MESSAGES.codeSent, data: await status(account) };
    },

    /** Confirms the account's pending address with its code. */
    async confirmCode(account: EmailAccount, code: string) {
      const row = await countTry(db, account, now(), EMAIL_CODE_MAX_TRIES);
      if (!row) {
        const pending = await livePending(db, account, now());
        throw pending
          ? new AppError(
              'OTP_TOO_MANY_ATTEMPTS',
              'Too many incorrect attempts. Please ask for a new code.',
            )
          : new AppError(
              'OTP_EXPIRED',
              'This code has expired or was already used. Please ask for a new one.',
            );
      }
      const right = otpPeppers(secrets).some((p) =>
        safeEqual(row.codeHmac, codeHmac(account, code, p)),
      );
      if (!right) {
        throw row.attempts >= EMAIL_CODE_MAX_TRIES
          ? new AppError(
              'OTP_TOO_MANY_ATTEMPTS',
              'Too many incorrect attempts. Please ask for a new code.',
            )
          : new AppError('INVALID_OTP', 'Invalid code. Please try again.');
      }
      if (!(await applyConfirmation(db, row, now()))) {
        throw new AppError(
          'OTP_EXPIRED',
          'This code has expired or was already used. Please ask for a new one.',
        );
      }
      return { message: EMAIL_MESSAGES.confirmed, data: await status(account) };
    },

    /** Confirms the address a mailed link's token belongs to; answers whose it was. */
    async confirmLink(token: string) {
      const hmacs = otpPeppers(secrets).map((p) => tokenHmac(token, p));
      const row = await findByToken(db, hmacs, now());
      if (!row || !(await applyConfirmation(db, row, now()))) {
        throw new AppError(
          'OTP_EXPIRED',
          'This link has expired or was already used. Please ask for a new code.',
        );
      }
      return { message: EMAIL_MESSAGES.confirmed, role: row.role };
    },

    /** The account's email notifications switch. */
    async setSwitch(account: EmailAccount, on: boolean) {
      await setEmailSwitch(db, account, on);
      return { message: EMAIL_MESSAGES.settingsSaved, data: await status(account) };
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
