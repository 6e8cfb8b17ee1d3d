import { REVIEW_MESSAGES } from '@gharseva/domain';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';

type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;
const KEYS = Object.keys(REVIEW_MESSAGES) as ReviewMessageKey[];

/** A review message of the domain (the schema's or the server's words) in the current language. */
export function translateReviewMessage(message: string): string {
  const key = KEYS.find((k) => REVIEW_MESSAGES[k] === message);
  return key ? i18n.t(`requests:review.messages.${key}`) : message;
}

/** The page's texts for a failed call (SPEC.md section 8, "Review"). */
export interface ReviewFailureTexts {
  /** The server refused: 'Failed to submit review.' when it gave no message of its own. */
  failed: string;
  /** A fault in the page: 'An unexpected error occurred during review submission.' */
  unexpected: string;
  /** No answer: 'Network error or unable to reach server.' */
  network: string;
}

/** The toast for a refused or failed submission: the server's message where it has one. */
export function submitFailureMessage(error: unknown, texts: ReviewFailureTexts): string {
  if (!(error instanceof ApiError)) return texts.unexpected;
  if (error.code === 'NETWORK_ERROR') return texts.network;
  if (!error.fromServer) return texts.failed;
  return translateReviewMessage(errorMessage(error, texts.failed));
}

/**
 * A failed load: 'Failed to fetch service details.' when the server answered (an unknown or
 * another customer's service), 'Failed to load service details for review.' when it did not.
 */
export function loadFailureMessage(
  error: unknown,
  texts: { failed: string; unexpected: string },
): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR'
    ? texts.failed
    : texts.unexpected;
}

/** The API's answer for no (or an expired) session: the page then asks to log in. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
