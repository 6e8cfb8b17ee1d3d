/**
 * Machine error codes shared by server and clients. Every error body is
 * `{ success: false, code, message }` (DESIGN.md section 9); the web app
 * translates by `code` and falls back to the server's English `message`.
 */
export const ERROR_HTTP_STATUS = {
  /** A payload failed validation; the message is the first rule of SPEC.md section 5 that applies. */
  VALIDATION_ERROR: 400,
  /** Required information for the job is missing. */
  MISSING_REQUIRED_FIELDS: 400,
  /** The status value is not one this endpoint handles. */
  INVALID_STATUS_FOR_ENDPOINT: 400,
  /** The one-time code is wrong. */
  INVALID_OTP: 400,
  /** No live one-time code for this phone (never sent, used, or expired). */
  OTP_EXPIRED: 400,
  /** The body is not valid JSON, or not an object where one is expected. */
  BAD_REQUEST: 400,
  /** The address has a broken percent-encoding (`%` not followed by two hex digits). */
  BAD_URL: 400,
  /** The body is over the server's size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment is longer than any identifier the API uses. */
  URI_TOO_LONG: 414,
  /** The body is in a format the API does not read (it reads JSON). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A checkout result whose signature is not the gateway's for our order. */
  INVALID_PAYMENT_SIGNATURE: 400,
  /** The gateway's payment is not the one of this record (order, amount or currency differ). */
  PAYMENT_MISMATCH: 400,
  /** The gateway says the payment was not captured (failed, refunded or still pending). */
  PAYMENT_NOT_CAPTURED: 409,
  /** A webhook whose X-Razorpay-Signature is not ours. */
  INVALID_WEBHOOK_SIGNATURE: 400,
  /** No session, or the session expired. */
  UNAUTHENTICATED: 401,
  /** Wrong phone, password (or admin name). */
  INVALID_CREDENTIALS: 401,
  /** Signed in with a role that may not use this call. */
  FORBIDDEN: 403,
  /** The account may not act on this resource. */
  UNAUTHORIZED: 403,
  /** A cookie-authenticated mutating request without an allowed Origin. */
  ORIGIN_NOT_ALLOWED: 403,
  /** Signup without a verified phone (no or dead signup ticket). */
  PHONE_NOT_VERIFIED: 403,
  /** Admin signup with a wrong secret key. */
  INVALID_SECRET_KEY: 403,
  NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  PHONE_ALREADY_REGISTERED: 409,
  AADHAAR_ALREADY_REGISTERED: 409,
  INVALID_STATUS_TRANSITION: 409,
  JOB_ALREADY_ASSIGNED: 409,
  JOB_ALREADY_ACCEPTED_BY_YOU: 409,
  JOB_CANCELLED: 409,
  MAX_JOBS_REACHED: 409,
  ALREADY_REVIEWED: 409,
  /** A review of a request that is not paid yet (customer_paid or completed). */
  REVIEW_NOT_ALLOWED: 409,
  ALREADY_PAID: 409,
  PAYMENT_NOT_PAYABLE: 409,
  /** A repairer who is not verified (pending, rejected or suspended) may not take jobs. */
  REPAIRER_NOT_VERIFIED: 403,
  /** A problem report after the 7 days of DESIGN.md section 12, or on a job that is not paid. */
  ISSUE_WINDOW_CLOSED: 409,
  ISSUE_ALREADY_OPEN: 409,
  /** A refund above what the gateway captured less the refunds already made. */
  REFUND_EXCEEDS_CAPTURE: 409,
  DISPUTE_ALREADY_DECIDED: 409,
  /** A second reschedule proposal while one waits for the repairer (issue 24). */
  RESCHEDULE_PENDING: 409,
  /** An answer to a reschedule proposal that is no longer waiting (answered or withdrawn). */
  RESCHEDULE_NOT_PENDING: 409,
  /** A customer who already keeps SAVED_ADDRESSES_MAX (10) saved addresses. */
  ADDRESS_LIMIT_REACHED: 409,
  /** Another of the customer's saved addresses has this label (compared without case). */
  ADDRESS_LABEL_TAKEN: 409,
  OTP_RESEND_TOO_SOON: 429,
  OTP_SEND_LIMIT: 429,
  OTP_TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The customer's SMS could not be sent, though the action succeeded. */
  FAILED_SEND_SMS: 502,
  /** The SMS gateway refused or failed while sending a sign-up code. */
  FAILED_SEND_OTP: 502,
  /** The payment gateway refused or could not be reached. */
  GATEWAY_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Server-side English messages for codes whose message does not depend on the case. */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: 'Please check the details you entered.',
  MISSING_REQUIRED_FIELDS: 'Required information is missing. Please contact support.',
  INVALID_STATUS_FOR_ENDPOINT:
    'An internal error occurred regarding the job status update. Please refresh and try again.',
  INVALID_OTP: 'Invalid OTP. Please try again.',
  OTP_EXPIRED: 'This OTP has expired or was already used. Please request a new one.',
  BAD_REQUEST: 'The request could not be read.',
  BAD_URL: 'This address is not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  URI_TOO_LONG: 'This address is too long.',
  UNSUPPORTED_MEDIA_TYPE: 'The request must be sent as JSON.',
  INVALID_PAYMENT_SIGNATURE: 'The payment signature does not match this order.',
  PAYMENT_MISMATCH: 'The payment does not match this order.',
  PAYMENT_NOT_CAPTURED: 'The payment has not been captured.',
  INVALID_WEBHOOK_SIGNATURE: 'Invalid webhook signature.',
  UNAUTHENTICATED: 'Please log in to continue.',
  INVALID_CREDENTIALS: 'Invalid phone number or password.',
  FORBIDDEN: 'You do not have access to this.',
  UNAUTHORIZED: 'You are not authorized to perform this action.',
  ORIGIN_NOT_ALLOWED: 'This request came from a page that is not allowed.',
  PHONE_NOT_VERIFIED: 'Please verify your phone number with the OTP first.',
  INVALID_SECRET_KEY: 'Invalid secret key.',
  NOT_FOUND: 'Not found.',
  JOB_NOT_FOUND: 'This job is no longer available.',
  PHONE_ALREADY_REGISTERED: 'An account with this phone number already exists. Please log in.',
  AADHAAR_ALREADY_REGISTERED: 'An account with this Aadhar Card Number already exists.',
  INVALID_STATUS_TRANSITION: 'This action is not allowed in the current status of the request.',
  JOB_ALREADY_ASSIGNED:
    'This job has already been accepted by another repairer or is no longer available.',
  JOB_ALREADY_ACCEPTED_BY_YOU: 'You have already accepted this job.',
  JOB_CANCELLED: 'This job has been cancelled by the customer.',
  MAX_JOBS_REACHED: 'You have reached the maximum number of active jobs.',
  ALREADY_REVIEWED: 'This service has already been reviewed.',
  REVIEW_NOT_ALLOWED: 'You can review a service once it has been paid.',
  ALREADY_PAID: 'Payment has already been processed successfully.',
  PAYMENT_NOT_PAYABLE:
    'Payment cannot be initiated. Service is already processed or not in a payable state.',
  REPAIRER_NOT_VERIFIED:
    'Your account is waiting for verification. You can take jobs once our team has verified you.',
  ISSUE_WINDOW_CLOSED: 'Problems can be reported up to 7 days after the job is paid.',
  ISSUE_ALREADY_OPEN: 'A problem report for this job is already open.',
  REFUND_EXCEEDS_CAPTURE: 'The refund is more than what is left of the payment.',
  DISPUTE_ALREADY_DECIDED: 'This problem report has already been decided.',
  RESCHEDULE_PENDING:
    'A new date is already waiting for the repairer to confirm. Wait for the answer or withdraw it first.',
  RESCHEDULE_NOT_PENDING: 'There is no new date waiting for an answer on this job.',
  ADDRESS_LIMIT_REACHED:
    'You can keep up to 10 saved addresses. Please delete one before saving another.',
  ADDRESS_LABEL_TAKEN: 'You already have an address with this label. Please choose another.',
  OTP_RESEND_TOO_SOON: 'Please wait before requesting another OTP.',
  OTP_SEND_LIMIT: 'Too many OTP requests. Please try again later.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many incorrect attempts. Please request a new OTP.',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please try again later.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL_ERROR: 'An unexpected error occurred.',
  FAILED_SEND_SMS: 'Job accepted, but failed to send SMS notification to customer.',
  FAILED_SEND_OTP: 'Failed to send OTP. Please try again.',
  GATEWAY_ERROR: 'The payment service could not be reached. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
} as const satisfies Record<AppErrorCode, string>;

/** The one error type of the product: an HTTP status, a machine code and a user-facing message. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Seconds a client should wait before retrying (sent as Retry-After on 429). */
  readonly retryAfter: number | undefined;

  constructor(code: AppErrorCode, message?: string, options?: { retryAfter?: number }) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_HTTP_STATUS[code];
    this.retryAfter = options?.retryAfter;
  }
}

export interface ErrorBody {
  success: false;
  code: AppErrorCode | string;
  message: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
