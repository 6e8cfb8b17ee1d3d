import { AppError, ERROR_MESSAGES, type AppErrorCode, type ErrorBody } from '@gharseva/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Sends a refusal. Outside production (VALIDATE_RESPONSES) a code the route does not declare
 * (`config.errors`, completed by plugins/route-table.ts) is a fault of ours: it is logged and
 * answered as a 500, so a test of that path fails and the OpenAPI document stays true.
 */
function send(reply: FastifyReply, status: number, body: ErrorBody) {
  const declared = reply.request.routeOptions.config.errors;
  if (
    reply.server.deps.config.VALIDATE_RESPONSES &&
    declared &&
    !declared.includes(body.code as AppErrorCode)
  ) {
    reply.request.log.error(
      { code: body.code, route: reply.request.routeOptions.url },
      'refusal with a code the route does not declare',
    );
    return reply.status(500).type('application/json').send({
      success: false,
      code: 'INTERNAL_ERROR',
      message: ERROR_MESSAGES.INTERNAL_ERROR,
    });
  }
  return reply.status(status).type('application/json').send(body);
}

function sendCode(reply: FastifyReply, code: AppErrorCode) {
  const error = new AppError(code);
  return send(reply, error.status, { success: false, code, message: error.message });
}

/**
 * Fastify's own refusals as ours, by their HTTP status: a body too large (413), a path segment
 * over the router's limit (414), a format we do not read (415). Every other client error of the
 * framework (malformed or empty JSON, a wrong Content-Length) reads as BAD_REQUEST, but a
 * broken percent-encoding, which has a code of its own.
 */
const CODE_BY_STATUS: Partial<Record<number, AppErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The code for an error Fastify raised itself (`FST_ERR_*`, a JSON syntax error, ...). */
function frameworkCode(error: FastifyError): AppErrorCode {
  if (error.code === 'FST_ERR_BAD_URL') return 'BAD_URL';
  return CODE_BY_STATUS[error.statusCode ?? 400] ?? 'BAD_REQUEST';
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
