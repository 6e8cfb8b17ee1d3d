import { AppError, type Role } from '@gharseva/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../lib/cookies.ts';
import type { AccountsService } from '../modules/accounts/index.ts';

export interface RequestAuth {
  role: Role;
  subjectId: string;
  sessionId: string;
  /** How the request authenticated: the browser cookie or a bearer token. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function presentedToken(
  request: FastifyRequest,
): { token: string; via: RequestAuth['via'] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The live session a request presents, or null. */
export async function resolveAuth(
  accounts: Pick<AccountsService, 'liveSession'>,
  request: FastifyRequest,
): Promise<RequestAuth | null> {
  const presented = presentedToken(request);
  if (!presented) return null;
  const session = await accounts.liveSession(presented.token);
  if (!session) return null;
  return {
    role: session.role,
    subjectId: session.subjectId,
    sessionId: session.id,
    via: presented.via,
  };
}

/**
 * Resolves the session of every request to a route of the context it is registered in (the
 * API's); guards then check the role. The hook belongs to the routes, not to a URL prefix, so
 * no spelling of an address (`/%61pi/...`) reaches a route without it. A page request resolves
 * the session only when it renders a first screen (plugins/first-screen.ts).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = await resolveAuth(app.services.accounts, request);
  });
});

const ROLES = Symbol('roles');

type RoleGuard = preHandlerAsyncHookHandler & { [ROLES]: readonly Role[] };

/** A preHandler that admits only signed-in accounts of the given roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED');
    if (!roles.includes(request.auth.role)) throw new AppError('FORBIDDEN');
  };
  return Object.assign(guard, { [ROLES]: roles });
}

/** The roles a route's preHandlers admit (requireRole), or null when none guards it. */
export function rolesOf(preHandler: unknown): readonly Role[] | null {
  const handlers = [preHandler].flat();
  const guard = handlers.find(
    (h): h is RoleGuard => typeof h === 'function' && ROLES in (h as object),
  );
  return guard ? guard[ROLES] : null;
}

/** The signed-in subject's id, for handlers behind requireRole. */
export function subjectId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.subjectId;
}
