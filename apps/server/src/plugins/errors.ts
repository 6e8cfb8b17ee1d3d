import { AppError, ERROR_MESSAGES, type AppErrorCode, type ErrorBody } from '@gharseva/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

function sendCode(reply: FastifyReply, code: AppErrorCode) {
  const error = new AppError(code);
  return send(reply, error.status, { success: false, code, message: error.message });
}

/**
 * Fastify's own refusals, by its error code, as ours: a body too large, in a format we do not
 * read, or that does not parse. Any other client error of the framework reads as BAD_REQUEST.
 */
const FRAMEWORK_CODES: Record<string, AppErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** The code for an error Fastify raised itself (`FST_ERR_*`, a JSON syntax error, ...). */
function frameworkCode(error: FastifyError): AppErrorCode {
  const known = FRAMEWORK_CODES[error.code];
  if (known) return known;
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 403) return 'FORBIDDEN';
  if (error.statusCode === 404) return 'NOT_FOUND';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a broken percent-encoding, a path
 * segment over its limit) is answered before any route or hook runs, in our error shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ code: error.code }, 'unreadable address');
  return sendCode(reply, frameworkCode(error));
}

/**
 * The error model: every error answers `{success:false, code, message}`.
 * Expected errors are AppErrors; anything else is logged and answered as a
 * generic 500 without a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError =
      error instanceof AppError
        ? error
        : 'validation' in error && error.validation
          ? new AppError('VALIDATION_ERROR', error.message)
          : undefined;
    if (appError) {
      if (appError.retryAfter !== undefined) reply.header('retry-after', appError.retryAfter);
      if (appError.status >= 500) request.log.error({ code: appError.code }, appError.message);
      return send(reply, appError.status, {
        success: false,
        code: appError.code,
        message: appError.message,
      });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large. Not
      // their message: a JSON syntax error quotes the body it could not read.
      request.log.info({ code: (error as FastifyError).code, status }, 'request not readable');
      return sendCode(reply, frameworkCode(error as FastifyError));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      success: false,
      code: 'INTERNAL_ERROR',
      message: ERROR_MESSAGES.INTERNAL_ERROR,
    });
  });
});
