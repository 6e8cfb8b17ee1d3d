import type { Role } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { findAdminById, findRepairerById, findUserById } from './accounts.repo.ts';
import { toSessionAdmin, toSessionRepairer, toSessionUser } from './accounts.view.ts';
import {
  createSession,
  deleteSessionById,
  findLiveSession,
  isSessionLive,
} from './session.repo.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The language the page is in (its language cookie): a new account's SMS are in it. */
  language?: string;
}

/** Opens sessions and reads the account behind one; shared by signup and login. */
export function createSessionService(deps: AppDeps) {
  const { database, config } = deps;
  const { db } = database;
  const sessionTtlSeconds = config.SESSION_TTL_DAYS * 24 * 3600;

  /** The signed-in account's public data, or undefined when it no longer exists. */
  async function sessionAccount(role: Role, id: string) {
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
  }

  return {
    async openSession(role: Role, subjectId: string, client: ClientInfo) {
      return createSession(db, {
        role,
        subjectId,
        ttlSeconds: sessionTtlSeconds,
        ip: client.ip,
        ...(client.userAgent ? { userAgent: client.userAgent } : {}),
      });
    },

    sessionAccount,

    /** The live session a token opens (its id, role and account), or undefined. */
    liveSession: (token: string) => findLiveSession(db, token),

    /** Whether a session still exists and has not expired (sockets check it on every message). */
    isSessionLive: (sessionId: string) => isSessionLive(db, sessionId),

    /** Logout, or a sign-in over an older session: the session ends. */
    endSession: (sessionId: string) => deleteSessionById(db, sessionId),

    /** GET /api/check-auth: the account of a request's session, or no role. */
    async checkAuth(auth: Pick<RequestAuth, 'role' | 'subjectId'> | null) {
      const account = auth && (await sessionAccount(auth.role, auth.subjectId));
      return account || { role: null };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
