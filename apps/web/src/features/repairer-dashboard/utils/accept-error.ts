import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';

/** Codes of the accept-job table (SPEC.md section 8, "Repairer"). */
type AcceptErrorCode =
  | 'MAX_JOBS_REACHED'
  | 'JOB_NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'INVALID_STATUS_TRANSITION'
  | 'JOB_ALREADY_ASSIGNED'
  | 'JOB_ALREADY_ACCEPTED_BY_YOU'
  | 'JOB_CANCELLED'
  | 'MISSING_REQUIRED_FIELDS'
  | 'INVALID_STATUS_FOR_ENDPOINT'
  | 'FAILED_SEND_SMS';

interface Rule {
  /** 'server': the server's message; 'own': this screen's text for the code. */
  text: 'server' | 'own';
  /** The job can no longer be taken by this repairer: it leaves the list. */
  gone?: boolean;
  /** The job was accepted after all (only the customer's SMS failed). */
  accepted?: boolean;
}

const RULES = {
  MAX_JOBS_REACHED: { text: 'server' },
  JOB_NOT_FOUND: { text: 'own', gone: true },
  UNAUTHORIZED: { text: 'own' },
  INVALID_STATUS_TRANSITION: { text: 'server', gone: true },
  JOB_ALREADY_ASSIGNED: { text: 'own', gone: true },
  JOB_ALREADY_ACCEPTED_BY_YOU: { text: 'own', gone: true },
  JOB_CANCELLED: { text: 'own', gone: true },
  MISSING_REQUIRED_FIELDS: { text: 'own' },
  INVALID_STATUS_FOR_ENDPOINT: { text: 'own' },
  FAILED_SEND_SMS: { text: 'own', gone: true, accepted: true },
} as const satisfies Record<AcceptErrorCode, Rule>;

const isAcceptErrorCode = (code: string): code is AcceptErrorCode => Object.hasOwn(RULES, code);

export interface AcceptFailure {
  message: string;
  gone: boolean;
  accepted: boolean;
}

/** What a failed accept shows and does, by the answer's code (the accept-job table). */
export function acceptFailure(error: unknown): AcceptFailure {
  const t = (key: 'unknown' | 'noResponse' | AcceptErrorCode) =>
    i18n.t(`repairer:dashboard.accept.errors.${key}` as 'repairer:dashboard.accept.errors.unknown');
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') {
    return { message: t('noResponse'), gone: false, accepted: false };
  }
  if (!error.fromServer || !isAcceptErrorCode(error.code)) {
    return { message: error.message || t('unknown'), gone: false, accepted: false };
  }
  const code = error.code;
  const rule: Rule = RULES[code];
  const message =
    rule.text === 'server'
      ? // SPEC.md: the server's message; in another language, its translation by code.
        (i18n.resolvedLanguage === 'en' && error.message) || i18n.t(`errors:${code}`)
      : t(code as Exclude<AcceptErrorCode, 'MAX_JOBS_REACHED' | 'INVALID_STATUS_TRANSITION'>);
  return { message, gone: rule.gone ?? false, accepted: rule.accepted ?? false };
}
