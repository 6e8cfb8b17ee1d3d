import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SignupRole } from '../../../config/paths';
import {
  phoneFromState,
  readSignupFlow,
  saveSignupFlow,
  type SignupFlow,
} from '../utils/signup-flow';

/**
 * The sign-up in progress for this role: the phone from navigation state,
 * else from sessionStorage (a reload). With `verified`, a stored phone counts
 * only once its OTP was verified. Null when there is none (the page then
 * sends the visitor back to getotp).
 */
export function useSignupFlow(role: SignupRole, { verified = false } = {}) {
  const location = useLocation();
  const [flow, setFlow] = useState<SignupFlow | null>(() => {
    const statePhone = phoneFromState(location.state);
    const stored = readSignupFlow(role);
    if (statePhone) {
      return stored?.phone === statePhone
        ? stored
        : { phone: statePhone, otpSentAt: Date.now(), verified };
    }
    if (!stored || (verified && !stored.verified)) return null;
    return stored;
  });

  const update = (next: SignupFlow) => {
    saveSignupFlow(role, next);
    setFlow(next);
  };
  return { flow, update };
}
