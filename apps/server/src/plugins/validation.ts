import { AppError } from '@gharseva/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { output, ZodType } from 'zod';

/**
 * Validates params, query and body with the domain's zod schemas. A failure is
 * a 400 VALIDATION_ERROR whose message is the first rule that applies, in the
 * words of SPEC.md section 5. A missing body is read as `{}` so that each
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
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return { error: new AppError('VALIDATION_ERROR', first?.message) };
  };

/** Parses a value with a domain schema inside a handler, failing as the compiler does. */
export function parseWith<T extends ZodType>(schema: T, data: unknown): output<T> {
  if (data != null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new AppError('BAD_REQUEST');
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message);
  return result.data;
}
