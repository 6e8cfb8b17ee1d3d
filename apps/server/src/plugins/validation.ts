import { AppError, INPUT_MESSAGES } from '@gharseva/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { output, ZodError, ZodType } from 'zod';

/**
 * The refusal of a failed parse: the first rule that applies, in the words of SPEC.md
 * section 5 or of our own for the field. Words that are not ours (the library's "Invalid
 * input: expected string") never reach a person: the general message goes instead.
 */
function refusal(error: ZodError): AppError {
  const message = error.issues[0]?.message;
  return new AppError(
    'VALIDATION_ERROR',
    message && INPUT_MESSAGES.has(message) ? message : undefined,
  );
}

/**
 * Validates params, query and body with the domain's zod schemas. A failure is
 * a 400 VALIDATION_ERROR (see `refusal`). A missing body is read as `{}` so that each
 * field's own "required" message is the one sent; a body that is not an
 * object at all (a JSON array or string, plain text) is a BAD_REQUEST.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && data != null && (typeof data !== 'object' || Array.isArray(data))) {
      return { error: new AppError('BAD_REQUEST') };
    }
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: refusal(result.error) };
  };

/** Parses a value with a domain schema inside a handler, failing as the compiler does. */
export function parseWith<T extends ZodType>(schema: T, data: unknown): output<T> {
  if (data != null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new AppError('BAD_REQUEST');
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw refusal(result.error);
  return result.data;
}
