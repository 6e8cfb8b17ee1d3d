import { AppError, INPUT_MESSAGES, refusalCode } from '@gharseva/domain';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';

/**
 * The refusal of a failed parse: the first rule that applies, in the words of SPEC.md
 * section 5 or of our own for the field. Words that are not ours (the library's "Invalid
 * input: expected string") never reach a person: the general message goes instead. The code
 * is VALIDATION_ERROR unless the schema names another for that message (`refusesWith`).
 */
function refusal(schema: ZodType, error: ZodError): AppError {
  const message = error.issues[0]?.message;
  const known = message && INPUT_MESSAGES.has(message) ? message : undefined;
  return new AppError(refusalCode(schema, known), known);
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
    return result.success ? { value: result.data } : { error: refusal(schema, result.error) };
  };

/**
 * Serializes answers that have a response schema. With `validate` (VALIDATE_RESPONSES: on
 * outside production, so in every test) an answer that does not match its route's schema is
 * refused, so a test sees a 500 and the log names the route and the first mismatch; the
 * answer sent is the handler's own value, never a reshaped copy (decision 041).
 */
export function zodSerializerCompiler(validate: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (validate) {
        const result = schema.safeParse(data);
        if (!result.success) {
          const issue = result.error.issues[0];
          throw new Error(
            `Response of ${method} ${url} (${httpStatus}) does not match its schema at ` +
              `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}
