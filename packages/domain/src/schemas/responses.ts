import { z } from 'zod';
import type { AppErrorCode } from '../errors.ts';

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
