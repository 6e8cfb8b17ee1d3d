import { VALIDATION_MESSAGES } from '@gharseva/domain';
import { i18n } from './index';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const keyByMessage = new Map<string, ValidationKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/**
 * The shared zod schemas (and the server) speak the English messages of
 * SPEC.md section 5; this shows them in the current language through the
 * `validation` namespace, keeping any other text as it is.
 */
export function translateValidation(message: string): string;
export function translateValidation(message: string | undefined): string | undefined;
export function translateValidation(message: string | undefined) {
  if (message === undefined) return undefined;
  const key = keyByMessage.get(message);
  return key ? i18n.t(`validation:${key}`) : message;
}
