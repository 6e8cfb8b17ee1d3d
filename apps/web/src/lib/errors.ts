import { i18n } from '../i18n';
import { translateValidation } from '../i18n/validation';
import { ApiError } from './api-client';

/**
 * The text to show for a failed call. A server error is translated by its
 * code (`errors:<CODE>`), with the server's own message as the fallback; a
 * validation error by its section-5 message; a wait by Retry-After. Without a
 * server answer, the screen's fallback text of SPEC.md section 8 is shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.fromServer) return fallback;
  if (error.code === 'VALIDATION_ERROR') {
    return error.message ? translateValidation(error.message) : fallback;
  }
  if (error.code === 'OTP_RESEND_TOO_SOON' && error.retryAfter !== undefined) {
    return i18n.t('errors:OTP_RESEND_TOO_SOON_WAIT', { count: error.retryAfter });
  }
  return i18n.t(`errors:${error.code}` as 'errors:INTERNAL_ERROR', {
    defaultValue: error.message || fallback,
  });
}

/**
 * SPEC.md section 8 often gives two fallbacks for one call: 'Failed to X.' when
 * the server answered without a message of its own, and 'An error occurred
 * while X.' when the call itself failed (no answer, or a fault in the page).
 * A server error body is shown as `errorMessage` shows it.
 */
export function failureMessage(
  error: unknown,
  fallbacks: { failed: string; unexpected: string },
): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return errorMessage(error, fallbacks.failed);
    if (error.code === 'HTTP_ERROR') return fallbacks.failed;
  }
  return fallbacks.unexpected;
}
