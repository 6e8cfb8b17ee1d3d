import { AppError } from '@gharseva/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SIGNUP_TICKET_COOKIE } from '../lib/cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN.md section 9, Origin rule, for every route of the context it is registered in (the
 * API's, decided by the route that will run, never by the raw URL). A mutating request that carries our
 * cookies must come from an allowed Origin (our own, PUBLIC_URL or
 * ALLOWED_ORIGINS), or say `Sec-Fetch-Site: same-origin` when it has no
 * Origin; with neither it is refused. Bearer-token requests are exempt. A
 * request without our cookies that names a foreign Origin is refused too, so
 * another site cannot sign a visitor in to an account of its choosing.
 */
export const originPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const configured = new Set(
    [config.PUBLIC_URL, ...config.ALLOWED_ORIGINS].filter(Boolean).map((o) => new URL(o!).origin),
  );
  const allowed = (request: FastifyRequest, origin: string) =>
    configured.has(origin) || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    const usesCookies =
      request.cookies[SESSION_COOKIE] !== undefined ||
      request.cookies[SIGNUP_TICKET_COOKIE] !== undefined;
    if (origin !== undefined && origin !== 'null') {
      if (!allowed(request, origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
      return;
    }
    if (!usesCookies) return;
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('ORIGIN_NOT_ALLOWED');
  });
});
