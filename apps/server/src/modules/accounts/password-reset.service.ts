import { AppError } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { recordEvent } from '../events/index.ts';
import { findCredentialsByPhone, phoneTaken, setPasswordHash } from './accounts.repo.ts';
import type { OtpService } from './otp.service.ts';
import type { OtpPurpose } from './otp.repo.ts';
import { hashPassword } from './password.ts';
import { deleteSessionsOf } from './session.repo.ts';
import type { ClientInfo } from './session.service.ts';
import type { SignupRole } from './signup.service.ts';

const resetPurpose = (role: SignupRole): OtpPurpose => `${role}_reset`;

/** Password reset by phone code for users and repairers. */
export function createPasswordResetService(deps: AppDeps, { otp }: { otp: OtpService }) {
  const { database, counters } = deps;
  const { db } = database;

  return {
    /** Sends a reset code; an unknown phone gets the same answer and no SMS. */
    async requestPasswordReset(role: SignupRole, phone: string, client: ClientInfo) {
      const known = await phoneTaken(db, role, phone);
      // The page's language; else the one the account last used.
      const account = !client.language && known && (await findCredentialsByPhone(db, role, phone));
      const language = account
        ? await readerLanguage(db, { role, id: account.id })
        : client.language;
      await otp.send({
        phone,
        purpose: resetPurpose(role),
        ip: client.ip,
        deliver: known,
        language,
      });
    },

    /**
     * Sets a new password with a valid reset code and signs the account out everywhere;
     * returns the account's id.
     */
    async resetPassword(
      role: SignupRole,
      phone: string,
      code: string,
      password: string,
    ): Promise<string> {
      await otp.verify({ phone, purpose: resetPurpose(role), otp: code });
      const account = await findCredentialsByPhone(db, role, phone);
      if (!account) throw new AppError('OTP_EXPIRED');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, role, account.id, passwordHash);
        await deleteSessionsOf(tx, role, account.id);
        await recordEvent(tx, {
          kind: 'password_reset',
          actorRole: role,
          actorId: account.id,
          ...(role === 'user' ? { userId: account.id } : { repairerId: account.id }),
        });
      });
      await counters.reset(`login:fail:${role}:${phone}`);
      return account.id;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
