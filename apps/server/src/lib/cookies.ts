import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'gs_session';
export const SIGNUP_TICKET_COOKIE = 'gs_signup';

export interface CookieSettings {
  secure: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  settings: CookieSettings,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
  });
}

export function setSignupTicketCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  settings: CookieSettings,
) {
  reply.setCookie(SIGNUP_TICKET_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: '/api',
    maxAge: maxAgeSeconds,
  });
}

export function clearSignupTicketCookie(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(SIGNUP_TICKET_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: '/api',
  });
}
