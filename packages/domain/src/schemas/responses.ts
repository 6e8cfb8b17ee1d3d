import { z } from 'zod';
import { ERROR_MESSAGES, type AppErrorCode } from '../errors.ts';

/**
 * The body of a refusal (DESIGN.md section 9) that can carry one of `codes`. Routes list the
 * codes they can answer; the server groups them by HTTP status (ERROR_HTTP_STATUS).
 */
export function zErrorBody(codes: readonly [AppErrorCode, ...AppErrorCode[]]) {
  return z.object({
    success: z.literal(false),
    code: z.enum(codes),
    message: z.string(),
  });
}

/** `{ success: true, data }`: the shape of most answers. */
export function zOk<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }`: an answer that also says what was done. */
export function zOkWithMessage<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** `{ success: true, message }`: an answer with nothing but what was done. */
export const ZMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * Request schemas whose refusals answer other codes than VALIDATION_ERROR (the accept-job table
 * of SPEC.md section 8 has its own): a refusal whose message is the standard message of one of
 * `codes` (ERROR_MESSAGES) answers that code. The server's validator reads it, and the route
 * table declares the codes of each route's schemas.
 */
export const REFUSAL_CODES = z.registry<{ codes: readonly AppErrorCode[] }>();

/** `schema`, whose refusals with the standard message of one of `codes` answer that code. */
export function refusesWith<T extends z.ZodType>(schema: T, codes: readonly AppErrorCode[]): T {
  REFUSAL_CODES.add(schema, { codes });
  return schema;
}

/** The code a refusal of `schema` with `message` answers: one it names, else VALIDATION_ERROR. */
export function refusalCode(schema: z.ZodType, message: string | undefined): AppErrorCode {
  const codes = REFUSAL_CODES.get(schema)?.codes ?? [];
  return codes.find((code) => ERROR_MESSAGES[code] === message) ?? 'VALIDATION_ERROR';
}
