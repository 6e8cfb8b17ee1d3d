import {
  AppError,
  VALIDATION_MESSAGES,
  type TAdminSignupRequest,
  type TRepairerSignupRequest,
  type TUserSignupRequest,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { admins, repairerServices, repairers, users } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { recordEvent } from '../events/index.ts';
import { locatePincode } from '../geo/index.ts';
import { findRepairerById, phoneTaken } from './accounts.repo.ts';
import { toSessionAdmin, toSessionRepairer, toSessionUser } from './accounts.view.ts';
import { createAdminSecretCheck } from './admin-secret.ts';
import { createAadhaarVault } from './aadhaar.vault.ts';
import type { OtpService } from './otp.service.ts';
import { useSignupTicket, type OtpPurpose } from './otp.repo.ts';
import { hashPassword } from './password.ts';
import type { ClientInfo, SessionService } from './session.service.ts';

/** The roles that sign up with a phone code (admins use the secret key instead). */
export type SignupRole = 'user' | 'repairer';
const signupPurpose = (role: SignupRole): OtpPurpose => `${role}_signup`;

/** Sign-up of users and repairers (after a phone code) and of admins (DESIGN.md section 4). */
export function createSignupService(
  deps: AppDeps,
  { otp, sessions }: { otp: OtpService; sessions: SessionService },
) {
  const { db } = deps.database;
  const vault = createAadhaarVault(deps.secrets.aadhaarKey, deps.secrets.aadhaarPreviousKey);
  const checkAdminSecret = createAdminSecretCheck(deps);

  return {
    async requestSignupOtp(role: SignupRole, phone: string, client: ClientInfo) {
      if (await phoneTaken(db, role, phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
      await otp.send({
        phone,
        purpose: signupPurpose(role),
        ip: client.ip,
        language: client.language,
      });
    },

    /** Verifies the code and returns the signup ticket for the cookie. */
    async verifySignupOtp(role: SignupRole, phone: string, code: string): Promise<string> {
      await otp.verify({ phone, purpose: signupPurpose(role), otp: code });
      return otp.issueSignupTicket(phone, signupPurpose(role));
    },

    async signupUser(input: TUserSignupRequest, ticket: string | undefined, client: ClientInfo) {
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction(async (tx) => {
          await requireTicket(tx, ticket, input.phone, 'user_signup');
          if (await phoneTaken(tx, 'user', input.phone))
            throw new AppError('PHONE_ALREADY_REGISTERED');
          const [row] = await tx
            .insert(users)
            .values({
              fullname: input.fullname,
              phone: input.phone,
              passwordHash,
              ...(client.language ? { language: client.language } : {}),
            })
            .returning();
          await recordEvent(tx, {
            kind: 'account_created',
            actorRole: 'user',
            actorId: row!.id,
            userId: row!.id,
          });
          return row!;
        })
        .catch(rethrowDuplicate);
      const session = await sessions.openSession('user', user.id, client);
      return { session, account: { role: 'user' as const, user: toSessionUser(user) } };
    },

    async signupRepairer(
      input: TRepairerSignupRequest,
      ticket: string | undefined,
      client: ClientInfo,
    ) {
      const place = locatePincode(input.pincode);
      if (!place) throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.pincodeUnknown);
      const passwordHash = await hashPassword(input.password);
      const repairerId = await db
        .transaction(async (tx) => {
          await requireTicket(tx, ticket, input.phone, 'repairer_signup');
          if (await phoneTaken(tx, 'repairer', input.phone)) {
            throw new AppError('PHONE_ALREADY_REGISTERED');
          }
          if (await vault.isRegistered(tx, input.aadharcardNumber)) {
            throw new AppError('AADHAAR_ALREADY_REGISTERED');
          }
          const aadhaarVaultId = await vault.store(tx, input.aadharcardNumber);
          const [row] = await tx
            .insert(repairers)
            .values({
              fullname: input.fullname,
              phone: input.phone,
              passwordHash,
              upiId: input.upiId,
              pincode: input.pincode,
              aadhaarLast4: input.aadharcardNumber.slice(-4),
              aadhaarVaultId,
              latitude: place.latitude,
              longitude: place.longitude,
              ...(client.language ? { language: client.language } : {}),
            })
            .returning({ id: repairers.id });
          await tx.insert(repairerServices).values({ repairerId: row!.id, name: input.services });
          await recordEvent(tx, {
            kind: 'account_created',
            actorRole: 'repairer',
            actorId: row!.id,
            repairerId: row!.id,
          });
          return row!.id;
        })
        .catch(rethrowDuplicate);
      const session = await sessions.openSession('repairer', repairerId, client);
      const repairer = await findRepairerById(db, repairerId);
      return {
        session,
        account: { role: 'repairer' as const, repairer: toSessionRepairer(repairer!) },
      };
    },

    async signupAdmin(input: TAdminSignupRequest, client: ClientInfo) {
      await checkAdminSecret(input.secretkey, client.ip);
      const passwordHash = await hashPassword(input.password);
      const admin = await db
        .transaction(async (tx) => {
          if (await phoneTaken(tx, 'admin', input.phone))
            throw new AppError('PHONE_ALREADY_REGISTERED');
          const [row] = await tx
            .insert(admins)
            .values({
              fullname: input.fullname,
              phone: input.phone,
              passwordHash,
              ...(client.language ? { language: client.language } : {}),
            })
            .returning();
          await recordEvent(tx, { kind: 'account_created', actorRole: 'admin', actorId: row!.id });
          return row!;
        })
        .catch(rethrowDuplicate);
      const session = await sessions.openSession('admin', admin.id, client);
      return { session, account: { role: 'admin' as const, admin: toSessionAdmin(admin) } };
    },
  };
}

async function requireTicket(
  tx: Parameters<typeof useSignupTicket>[0],
  ticket: string | undefined,
  phone: string,
  purpose: OtpPurpose,
) {
  const ok = ticket
    ? await useSignupTicket(tx, { tokenHash: sha256Hex(ticket), phone, purpose })
    : false;
  if (!ok) throw new AppError('PHONE_NOT_VERIFIED');
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'aadhaar')) throw new AppError('AADHAAR_ALREADY_REGISTERED');
  if (isUniqueViolation(error)) throw new AppError('PHONE_ALREADY_REGISTERED');
  throw error;
}

export type SignupService = ReturnType<typeof createSignupService>;
