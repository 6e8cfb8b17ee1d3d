import {
  AppError,
  VALIDATION_MESSAGES,
  type Role,
  type TAdminLoginRequest,
  type TAdminSignupRequest,
  type TRepairerSignupRequest,
  type TUserSignupRequest,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { admins, repairerServices, repairers, users } from '../../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { recordEvent } from '../events/events.repo.ts';
import { locatePincode } from '../geo/pincodes.ts';
import {
  findAdminById,
  findCredentialsByPhone,
  findRepairerById,
  findUserById,
  phoneTaken,
  setPasswordHash,
} from './accounts.repo.ts';
import { toSessionAdmin, toSessionRepairer, toSessionUser } from './accounts.view.ts';
import { createAdminSecretCheck } from './admin-secret.ts';
import { createAadhaarVault } from './aadhaar.vault.ts';
import { createOtpService } from './otp.service.ts';
import { useSignupTicket, type OtpPurpose } from './otp.repo.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSessionsOf } from './session.repo.ts';

type SignupRole = 'user' | 'repairer';
const signupPurpose = (role: SignupRole): OtpPurpose => `${role}_signup`;
const resetPurpose = (role: SignupRole): OtpPurpose => `${role}_reset`;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The language the page is in (its language cookie): a new account's SMS are in it. */
  language?: string;
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Sign-up, sign-in and password reset for users, repairers and admins (DESIGN.md section 4). */
export function createAccountsService(deps: AppDeps) {
  const { database, counters, config, secrets } = deps;
  const { db } = database;
  const otp = createOtpService(deps);
  const vault = createAadhaarVault(secrets.aadhaarKey);
  const checkAdminSecret = createAdminSecretCheck(deps);
  const sessionTtlSeconds = config.SESSION_TTL_DAYS * 24 * 3600;

  async function openSession(role: Role, subjectId: string, client: ClientInfo) {
    return createSession(db, {
      role,
      subjectId,
      ttlSeconds: sessionTtlSeconds,
      ip: client.ip,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
    });
  }

  async function loginLimitsFor(role: Role, phone: string, ip: string) {
    const keys = { phone: `login:fail:${role}:${phone}`, ip: `login:fail:ip:${ip}` };
    const [byPhone, byIp] = await Promise.all([counters.peek(keys.phone), counters.peek(keys.ip)]);
    const blocked =
      byPhone.count >= config.LOGIN_MAX_FAILURES_PER_PHONE
        ? byPhone
        : byIp.count >= config.LOGIN_MAX_FAILURES_PER_IP
          ? byIp
          : undefined;
    if (blocked) {
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', undefined, {
        retryAfter: blocked.resetInSeconds,
      });
    }
    return keys;
  }

  async function checkPassword(
    role: Role,
    phone: string,
    password: string,
    client: ClientInfo,
    extraCheck: (fullname: string) => boolean = () => true,
  ) {
    const keys = await loginLimitsFor(role, phone, client.ip);
    const account = await findCredentialsByPhone(db, role, phone);
    const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
    if (!account || !passwordOk || !extraCheck(account.fullname)) {
      await Promise.all([
        counters.hit(keys.phone, config.LOGIN_FAILURE_WINDOW_SECONDS),
        counters.hit(keys.ip, config.LOGIN_FAILURE_WINDOW_SECONDS),
      ]);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await counters.reset(keys.phone);
    return account;
  }

  return {
    /** The signed-in account's public data, or undefined when it no longer exists. */
    async sessionAccount(role: Role, id: string) {
      if (role === 'user') {
        const row = await findUserById(db, id);
        return row && { role, user: toSessionUser(row) };
      }
      if (role === 'repairer') {
        const row = await findRepairerById(db, id);
        return row && { role, repairer: toSessionRepairer(row) };
      }
      const row = await findAdminById(db, id);
      return row && { role, admin: toSessionAdmin(row) };
    },

    /** GET /api/check-auth: the account of a request's session, or no role. */
    async checkAuth(auth: Pick<RequestAuth, 'role' | 'subjectId'> | null) {
      const account = auth && (await this.sessionAccount(auth.role, auth.subjectId));
      return account || { role: null };
    },

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
      const session = await openSession('user', user.id, client);
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
      const session = await openSession('repairer', repairerId, client);
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
      const session = await openSession('admin', admin.id, client);
      return { session, account: { role: 'admin' as const, admin: toSessionAdmin(admin) } };
    },

    async login(role: 'user' | 'repairer', phone: string, password: string, client: ClientInfo) {
      const account = await checkPassword(role, phone, password, client);
      const session = await openSession(role, account.id, client);
      return { session, account: (await this.sessionAccount(role, account.id))! };
    },

    /** Admin login also checks the full name the form asks for. */
    async loginAdmin(input: TAdminLoginRequest, client: ClientInfo) {
      const account = await checkPassword('admin', input.phone, input.password, client, (name) =>
        safeEqual(normaliseName(name), normaliseName(input.fullname)),
      );
      const session = await openSession('admin', account.id, client);
      return { session, account: (await this.sessionAccount('admin', account.id))! };
    },

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

export type AccountsService = ReturnType<typeof createAccountsService>;
