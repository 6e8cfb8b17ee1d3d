import { AppError, type Role, type TAdminLoginRequest } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { findCredentialsByPhone } from './accounts.repo.ts';
import { dummyHash, verifyPassword } from './password.ts';
import type { ClientInfo, SessionService } from './session.service.ts';

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Sign-in with phone and password, with failures counted per phone and per IP. */
export function createLoginService(deps: AppDeps, { sessions }: { sessions: SessionService }) {
  const { database, counters, config } = deps;
  const { db } = database;

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
    async login(role: 'user' | 'repairer', phone: string, password: string, client: ClientInfo) {
      const account = await checkPassword(role, phone, password, client);
      const session = await sessions.openSession(role, account.id, client);
      return { session, account: (await sessions.sessionAccount(role, account.id))! };
    },

    /** Admin login also checks the full name the form asks for. */
    async loginAdmin(input: TAdminLoginRequest, client: ClientInfo) {
      const account = await checkPassword('admin', input.phone, input.password, client, (name) =>
        safeEqual(normaliseName(name), normaliseName(input.fullname)),
      );
      const session = await sessions.openSession('admin', account.id, client);
      return { session, account: (await sessions.sessionAccount('admin', account.id))! };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
