import { DrizzleQueryError } from 'drizzle-orm';

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') {
      return (
        !constraint ||
        pgError.constraint === constraint ||
        (pgError.message ?? '').includes(constraint)
      );
    }
  }
  return false;
}

/**
 * The message of the error behind Drizzle's wrapper. A DrizzleQueryError's own message is the
 * SQL that failed ("Failed query: CREATE SCHEMA ..."); the reason (connection refused, no such
 * database, permission denied) is in its cause.
 */
export function unwrappedMessage(error: unknown): string {
  let e = error;
  while (e instanceof DrizzleQueryError && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}
