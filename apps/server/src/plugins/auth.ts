import { AppError, type Role } from '@gharseva/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../lib/cookies.ts';
import { findLiveSession } from '../modules/accounts/session.repo.ts';

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

/** Resolves the session of every /api request; guards then check the role. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const presented = presentedToken(request);
    if (!presented) return;
    const session = await findLiveSession(app.deps.database.db, presented.token);
    if (session) {
      request.auth = {
        role: session.role,
        subjectId: session.subjectId,
        sessionId: session.id,
        via: presented.via,
      };
    }
  });
});

/** A preHandler that admits only signed-in accounts of the given roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED');
    if (!roles.includes(request.auth.role)) throw new AppError('FORBIDDEN');
  };
}

/** The signed-in subject's id, for handlers behind requireRole. */
export function subjectId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.subjectId;
}
