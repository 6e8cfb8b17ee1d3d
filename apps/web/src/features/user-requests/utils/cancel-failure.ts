import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/errors';

/**
 * Why a cancel failed, for the toast: a refusal by the status table reads as the rule
 * (`refused`: cancelling is free until a quote is answered), anything else as failureMessage.
 */
export function cancelFailure(
  error: unknown,
  fallbacks: { failed: string; unexpected: string; refused: string },
): string {
  if (error instanceof ApiError && error.fromServer && error.code === 'INVALID_STATUS_TRANSITION') {
    return fallbacks.refused;
  }
  return failureMessage(error, fallbacks);
}
