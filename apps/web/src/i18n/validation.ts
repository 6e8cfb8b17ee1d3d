import {
  ADDRESS_MESSAGES,
  DISPUTE_MESSAGES,
  DISPUTE_NOTE_MAX,
  ISSUE_DETAILS_MAX,
  JOB_MESSAGES,
  RESCHEDULE_MESSAGES,
  REQUEST_MESSAGES,
  VALIDATION_MESSAGES,
} from '@gharseva/domain';
import { i18n } from './index';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;
type JobMessageKey = keyof typeof JOB_MESSAGES;

const keyByMessage = new Map<string, ValidationKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

const jobKeyByMessage = new Map<string, JobMessageKey>(
  (Object.entries(JOB_MESSAGES) as [JobMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

type RequestMessageKey = keyof typeof REQUEST_MESSAGES;
const requestKeyByMessage = new Map<string, RequestMessageKey>(
  (Object.entries(REQUEST_MESSAGES) as [RequestMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

type DisputeMessageKey = keyof typeof DISPUTE_MESSAGES;
const disputeKeyByMessage = new Map<string, DisputeMessageKey>(
  (Object.entries(DISPUTE_MESSAGES) as [DisputeMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);
type RescheduleMessageKey = keyof typeof RESCHEDULE_MESSAGES;
const rescheduleKeyByMessage = new Map<string, RescheduleMessageKey>(
  (Object.entries(RESCHEDULE_MESSAGES) as [RescheduleMessageKey, string][]).map(
    ([key, message]) => [message, key],
  ),
);

type AddressMessageKey = keyof typeof ADDRESS_MESSAGES;
const addressKeyByMessage = new Map<string, AddressMessageKey>(
  (Object.entries(ADDRESS_MESSAGES) as [AddressMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);
const DISPUTE_LIMITS: Partial<Record<DisputeMessageKey, number>> = {
  detailsTooLong: ISSUE_DETAILS_MAX,
  noteTooLong: DISPUTE_NOTE_MAX,
};

/**
 * The shared zod schemas (and the server) speak the English messages of
 * SPEC.md section 5; this shows them in the current language through the
 * `validation` namespace (the repairer's own through `repairer:messages`, problem reports' through
 * `disputes:messages`),
 * keeping any other text as it is.
 */
export function translateValidation(message: string): string;
export function translateValidation(message: string | undefined): string | undefined;
export function translateValidation(message: string | undefined) {
  if (message === undefined) return undefined;
  const key = keyByMessage.get(message);
  if (key) return i18n.t(`validation:${key}`);
  // The request forms' messages (a visit day or slot the server refused, say) through
  // `wizard:validation`; English where that namespace has not loaded.
  const requestKey = requestKeyByMessage.get(message);
  if (requestKey) return i18n.t(`wizard:validation.${requestKey}`, { defaultValue: message });
  const disputeKey = disputeKeyByMessage.get(message);
  if (disputeKey) {
    return i18n.t(`disputes:messages.${disputeKey}`, {
      max: DISPUTE_LIMITS[disputeKey] ?? 0,
      defaultValue: message,
    });
  }
  const rescheduleKey = rescheduleKeyByMessage.get(message);
  if (rescheduleKey) {
    return i18n.t(`reschedule:messages.${rescheduleKey}`, { defaultValue: message });
  }
  const addressKey = addressKeyByMessage.get(message);
  if (addressKey) return i18n.t(`addresses:messages.${addressKey}`, { defaultValue: message });
  const jobKey = jobKeyByMessage.get(message);
  // The repairer namespace may not be loaded on other screens: English is the fallback.
  return jobKey ? i18n.t(`repairer:messages.${jobKey}`, { defaultValue: message }) : message;
}
