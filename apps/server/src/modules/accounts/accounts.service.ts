import type { AppDeps } from '../../deps.ts';
import { createLoginService } from './login.service.ts';
import { createOtpService } from './otp.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSessionService } from './session.service.ts';
import { createSignupService } from './signup.service.ts';

export type { ClientInfo } from './session.service.ts';

/** Sign-up, sign-in and password reset for users, repairers and admins (DESIGN.md section 4). */
export function createAccountsService(deps: AppDeps) {
  const otp = createOtpService(deps);
  const sessions = createSessionService(deps);
  return {
    sessionAccount: sessions.sessionAccount,
    checkAuth: sessions.checkAuth,
    liveSession: sessions.liveSession,
    isSessionLive: sessions.isSessionLive,
    endSession: sessions.endSession,
    ...createSignupService(deps, { otp, sessions }),
    ...createLoginService(deps, { sessions }),
    ...createPasswordResetService(deps, { otp }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
