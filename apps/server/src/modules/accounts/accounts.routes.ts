import {
  AppError,
  ZAdminLoginRequest,
  ZAdminSignupRequest,
  ZAuthResponse,
  ZCheckAuthResponse,
  ZGetOtpRequest,
  ZLoginRequest,
  ZMessageResponse,
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
  async function signIn<Account extends { role: Role }>(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { session: { token: string }; account: Account },
    message: string,
  ) {
    if (request.auth) await accounts.endSession(request.auth.sessionId);
    setSessionCookie(reply, result.session.token, sessionMaxAge, cookieSettings);
    return { success: true as const, message, token: result.session.token, ...result.account };
  }

  const tags = ['Accounts'];

  app.get(
    '/check-auth',
    {
      schema: {
        summary: "The signed-in account of the request's session, or no role",
        tags,
        response: { 200: ZCheckAuthResponse },
      },
    },
    (request) => accounts.checkAuth(request.auth),
  );

  for (const role of ['user', 'repairer'] as const) {
    app.post(
      `/${role}/getotp`,
      {
        schema: {
          summary: `Sends a ${role} sign-up code by SMS to a phone not yet registered`,
          tags,
          body: ZGetOtpRequest,
          response: { 200: ZMessageResponse },
        },
        config: {
          errors: [
            'PHONE_ALREADY_REGISTERED',
            'OTP_RESEND_TOO_SOON',
            'OTP_SEND_LIMIT',
            'FAILED_SEND_OTP',
          ],
        },
      },
      async (request) => {
        await accounts.requestSignupOtp(role, request.body.phone, client(request));
        return { success: true as const, message: 'OTP sent successfully!' };
      },
    );

    app.post(
      `/${role}/verify-otp`,
      {
        schema: {
          summary: `Checks a ${role} sign-up code and sets the sign-up ticket cookie`,
          tags,
          body: ZVerifyOtpRequest,
          response: { 200: ZMessageResponse },
        },
        config: { errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'] },
      },
      async (request, reply) => {
        const ticket = await accounts.verifySignupOtp(role, request.body.phone, request.body.otp);
        setSignupTicketCookie(reply, ticket, config.SIGNUP_TICKET_TTL_SECONDS, cookieSettings);
        return { success: true as const, message: 'OTP verified successfully!' };
      },
    );

    app.post(
      `/${role}/login`,
      {
        schema: {
          summary: `Signs a ${role} in with phone and password and opens a session`,
          tags,
          body: ZLoginRequest,
          response: { 200: ZAuthResponse },
        },
        config: { errors: ['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS'] },
      },
      async (request, reply) => {
        const { phone, password } = request.body;
        const result = await accounts.login(role, phone, password, client(request));
        return signIn(request, reply, result, 'Login successful!');
      },
    );

    app.post(
      `/${role}/forgot-password/getotp`,
      {
        schema: {
          summary: `Sends a ${role} password-reset code by SMS when the phone has an account`,
          tags,
          body: ZGetOtpRequest,
          response: { 200: ZMessageResponse },
        },
        config: { errors: ['OTP_RESEND_TOO_SOON', 'OTP_SEND_LIMIT', 'FAILED_SEND_OTP'] },
      },
      async (request) => {
        await accounts.requestPasswordReset(role, request.body.phone, client(request));
        return {
          success: true as const,
          message: 'If an account exists for this number, an OTP has been sent.',
        };
      },
    );

    app.post(
      `/${role}/forgot-password/reset`,
      {
        schema: {
          summary: `Sets a new ${role} password with a reset code and ends every session`,
          tags,
          body: ZResetPasswordRequest,
          response: { 200: ZMessageResponse },
        },
        config: { errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'] },
      },
      async (request) => {
        const { phone, otp, password } = request.body;
        const accountId = await accounts.resetPassword(role, phone, otp, password);
        // Open chats of the old sessions end too.
        app.realtime.disconnectAccount(role, accountId);
        return {
          success: true as const,
          message: 'Password updated. Please log in with your new password.',
        };
      },
    );
  }

  app.post(
    '/user/signup',
    {
      schema: {
        summary: 'Creates a user account for the verified phone and signs it in',
        tags,
        body: ZUserSignupRequest,
        response: { 201: ZAuthResponse },
      },
      config: { errors: ['PHONE_NOT_VERIFIED', 'PHONE_ALREADY_REGISTERED'] },
    },
    async (request, reply) => {
      const ticket = request.cookies[SIGNUP_TICKET_COOKIE];
      const result = await accounts.signupUser(request.body, ticket, client(request));
      clearSignupTicketCookie(reply, cookieSettings);
      reply.status(201);
      return signIn(request, reply, result, 'Signup successful!');
    },
  );

  app.post(
    '/repairer/signup',
    {
      schema: {
        summary: 'Creates a repairer account for the verified phone and signs it in',
        tags,
        body: ZRepairerSignupRequest,
        response: { 201: ZAuthResponse },
      },
      config: {
        errors: ['PHONE_NOT_VERIFIED', 'PHONE_ALREADY_REGISTERED', 'AADHAAR_ALREADY_REGISTERED'],
      },
    },
    async (request, reply) => {
      const ticket = request.cookies[SIGNUP_TICKET_COOKIE];
      const result = await accounts.signupRepairer(request.body, ticket, client(request));
      clearSignupTicketCookie(reply, cookieSettings);
      reply.status(201);
      return signIn(request, reply, result, 'Signup successful!');
    },
  );

  app.post(
    '/admin/signup',
    {
      schema: {
        summary: 'Creates an admin account with the secret key and signs it in',
        tags,
        body: ZAdminSignupRequest,
        response: { 201: ZAuthResponse },
      },
      config: { errors: ['INVALID_SECRET_KEY', 'RATE_LIMITED', 'PHONE_ALREADY_REGISTERED'] },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/admin/login',
    {
      schema: {
        summary: 'Signs an admin in with full name, phone and password',
        tags,
        body: ZAdminLoginRequest,
        response: { 200: ZAuthResponse },
      },
      config: { errors: ['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS'] },
    },
    async (request, reply) => {
      const result = await accounts.loginAdmin(request.body, client(request));
      return signIn(request, reply, result, 'Login successful!');
    },
  );

  for (const role of ['user', 'repairer', 'admin'] as const) {
    app.post(
      `/${role}/logout`,
      {
        schema: {
          summary: "Ends the request's session, if any, and clears the session cookie",
          tags,
          response: { 200: ZMessageResponse },
        },
      },
      async (request, reply) => {
        if (request.auth) {
          await accounts.endSession(request.auth.sessionId);
          app.realtime.disconnectSession(request.auth.sessionId);
        }
        clearSessionCookie(reply, cookieSettings);
        return { success: true as const, message: 'Logged out successfully!' };
      },
    );
  }
};
