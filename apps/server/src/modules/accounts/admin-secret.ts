import { AppError } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { safeEqual } from '../../lib/crypto.ts';

const OVERALL_KEY = 'admin-signup:fail:all';
const ipKey = (ip: string) => `admin-signup:fail:ip:${ip}`;

const rateLimited = (window: { resetInSeconds: number }) =>
  new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, window.resetInSeconds) });

/**
 * The gate of admin sign-up (decision 008): the secret key, with wrong keys
 * limited per client address and over all addresses together, so that it
 * cannot be guessed from one address nor from many. Over a limit the key is
 * not compared at all: even the right one gets 429 until the window ends.
 */
export function createAdminSecretCheck({
  counters,
  config,
  secrets,
}: Pick<AppDeps, 'counters' | 'config' | 'secrets'>) {
  const windowSeconds = config.ADMIN_SIGNUP_FAILURE_WINDOW_SECONDS;

  /** Resolves when `secretkey` is the secret; throws RATE_LIMITED or INVALID_SECRET_KEY. */
  return async function checkAdminSecret(secretkey: string, ip: string): Promise<void> {
    // Over the overall limit nothing is counted, so no address's own count grows meanwhile.
    const overall = await counters.peek(OVERALL_KEY);
    if (overall.count >= config.ADMIN_SIGNUP_MAX_FAILURES) throw rateLimited(overall);
    // Each try is counted before the comparison, not after a failure: parallel guesses
    // would all pass a check made before any of them had been counted.
    const byIp = await counters.hit(ipKey(ip), windowSeconds);
    if (byIp.count > config.ADMIN_SIGNUP_MAX_FAILURES_PER_IP) throw rateLimited(byIp);
    // Counted only past the address's own limit: one blocked address cannot use up everyone's.
    const all = await counters.hit(OVERALL_KEY, windowSeconds);
    if (all.count > config.ADMIN_SIGNUP_MAX_FAILURES) throw rateLimited(all);
    if (!safeEqual(secretkey, secrets.adminSignupSecret)) throw new AppError('INVALID_SECRET_KEY');
    // As a right password clears the phone's count (decision 006); the overall count keeps it.
    await counters.reset(ipKey(ip));
  };
}
