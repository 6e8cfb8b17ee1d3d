import { AppError, ERROR_MESSAGES, type ErrorBody } from '@gharseva/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
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
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      request.log.info({ code: (error as FastifyError).code }, error.message);
      const code =
        status === 429
          ? 'RATE_LIMITED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      return send(reply, status, { success: false, code, message: ERROR_MESSAGES[code] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      success: false,
      code: 'INTERNAL_ERROR',
      message: ERROR_MESSAGES.INTERNAL_ERROR,
    });
  });
});
