import {
  AppError,
  ZAdminLoginRequest,
  ZAdminSignupRequest,
  ZGetOtpRequest,
  ZLoginRequest,
  ZRepairerSignupRequest,
  ZResetPasswordRequest,
  ZUserSignupRequest,
  ZVerifyOtpRequest,
  type Role,
} from '@gharseva/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGNUP_TICKET_COOKIE,
  clearSessionCookie,
  clearSignupTicketCookie,
  setSessionCookie,
  setSignupTicketCookie,
} from '../../lib/cookies.ts';
import type { ClientInfo } from './accounts.service.ts';
import { requestLanguage } from '../../plugins/reader-language.ts';

/** SPEC.md section 7, "Authentication and sessions", under /api. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const { config } = app.deps;
  const cookieSettings = {
    secure: config.NODE_ENV === 'production' || (config.PUBLIC_URL ?? '').startsWith('https:'),
  };
  const sessionMaxAge = config.SESSION_TTL_DAYS * 24 * 3600;
  const client = (request: FastifyRequest): ClientInfo => {
    const language = requestLanguage(request);
    return {
      ip: request.ip,
      ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
      ...(language ? { language } : {}),
    };
  };

  /** Rotation: a new login replaces whatever session the browser held. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { session: { token: string }; account: { role: Role } },
    message: string,
  ) {
    if (request.auth) await accounts.endSession(request.auth.sessionId);
    setSessionCookie(reply, result.session.token, sessionMaxAge, cookieSettings);
    return { success: true as const, message, token: result.session.token, ...result.account };
  }

  app.get('/check-auth', (request) => accounts.checkAuth(request.auth));

  for (const role of ['user', 'repairer'] as const) {
    app.post(`/${role}/getotp`, { schema: { body: ZGetOtpRequest } }, async (request) => {
      await accounts.requestSignupOtp(role, request.body.phone, client(request));
      return { success: true, message: 'OTP sent successfully!' };
    });

    app.post(
      `/${role}/verify-otp`,
      { schema: { body: ZVerifyOtpRequest } },
      async (request, reply) => {
        const ticket = await accounts.verifySignupOtp(role, request.body.phone, request.body.otp);
        setSignupTicketCookie(reply, ticket, config.SIGNUP_TICKET_TTL_SECONDS, cookieSettings);
        return { success: true, message: 'OTP verified successfully!' };
      },
    );

    app.post(`/${role}/login`, { schema: { body: ZLoginRequest } }, async (request, reply) => {
      const { phone, password } = request.body;
      const result = await accounts.login(role, phone, password, client(request));
      return signIn(request, reply, result, 'Login successful!');
    });

    app.post(
      `/${role}/forgot-password/getotp`,
      { schema: { body: ZGetOtpRequest } },
      async (request) => {
        await accounts.requestPasswordReset(role, request.body.phone, client(request));
        return {
          success: true,
          message: 'If an account exists for this number, an OTP has been sent.',
        };
      },
    );

    app.post(
      `/${role}/forgot-password/reset`,
      { schema: { body: ZResetPasswordRequest } },
      async (request) => {
        const { phone, otp, password } = request.body;
        const accountId = await accounts.resetPassword(role, phone, otp, password);
        // Open chats of the old sessions end too.
        app.realtime.disconnectAccount(role, accountId);
        return {
          success: true,
          message: 'Password updated. Please log in with your new password.',
        };
      },
    );
  }

  app.post('/user/signup', { schema: { body: ZUserSignupRequest } }, async (request, reply) => {
    const ticket = request.cookies[SIGNUP_TICKET_COOKIE];
    const result = await accounts.signupUser(request.body, ticket, client(request));
    clearSignupTicketCookie(reply, cookieSettings);
    reply.status(201);
    return signIn(request, reply, result, 'Signup successful!');
  });

  app.post(
    '/repairer/signup',
    { schema: { body: ZRepairerSignupRequest } },
    async (request, reply) => {
      const ticket = request.cookies[SIGNUP_TICKET_COOKIE];
      const result = await accounts.signupRepairer(request.body, ticket, client(request));
      clearSignupTicketCookie(reply, cookieSettings);
      reply.status(201);
      return signIn(request, reply, result, 'Signup successful!');
    },
  );

  app.post('/admin/signup', { schema: { body: ZAdminSignupRequest } }, async (request, reply) => {
    const result = await accounts
      .signupAdmin(request.body, client(request))
      .catch((error: unknown) => {
        // Perhaps someone guessing the secret: warn with the address, never the key tried.
        if (error instanceof AppError && error.code === 'INVALID_SECRET_KEY') {
          request.log.warn({ ip: request.ip }, 'admin sign-up with a wrong secret key');
        }
        throw error;
      });
    reply.status(201);
    return signIn(request, reply, result, 'Signup successful!');
  });

  app.post('/admin/login', { schema: { body: ZAdminLoginRequest } }, async (request, reply) => {
    const result = await accounts.loginAdmin(request.body, client(request));
    return signIn(request, reply, result, 'Login successful!');
  });

  for (const role of ['user', 'repairer', 'admin'] as const) {
    app.post(`/${role}/logout`, async (request, reply) => {
      if (request.auth) {
        await accounts.endSession(request.auth.sessionId);
        app.realtime.disconnectSession(request.auth.sessionId);
      }
      clearSessionCookie(reply, cookieSettings);
      return { success: true, message: 'Logged out successfully!' };
    });
  }
};
