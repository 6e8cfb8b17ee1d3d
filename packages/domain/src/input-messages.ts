import { ERROR_MESSAGES } from './errors.ts';
import {
  ADDRESS_MESSAGES,
  DISPUTE_MESSAGES,
  JOB_MESSAGES,
  REQUEST_MESSAGES,
  RESCHEDULE_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages.ts';
import { CHAT_MESSAGES } from './schemas/chat.ts';
import { PAYMENT_MESSAGES } from './schemas/payments.ts';
import { REVIEW_MESSAGES } from './schemas/reviews.ts';
import { VERIFICATION_MESSAGES } from './schemas/verification.ts';

/**
 * Every sentence a refused input may be answered with: the messages of SPEC.md section 5 and
 * the ones this product wrote for its other fields, each of which the web app shows in the
 * reader's language. A validation failure whose words are not among them (the validation
 * library's own text) is answered with the general VALIDATION_ERROR message instead.
 */
export const INPUT_MESSAGES: ReadonlySet<string> = new Set(
  [
    VALIDATION_MESSAGES,
    REQUEST_MESSAGES,
    JOB_MESSAGES,
    REVIEW_MESSAGES,
    CHAT_MESSAGES,
    PAYMENT_MESSAGES,
    VERIFICATION_MESSAGES,
    DISPUTE_MESSAGES,
    RESCHEDULE_MESSAGES,
    ADDRESS_MESSAGES,
    ERROR_MESSAGES,
  ].flatMap((catalogue) => Object.values(catalogue) as string[]),
);
