import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/**
 * Field names that can hold a credential or personal data: passwords and their hashes, session
 * and signup tokens, one-time codes, secrets and signatures, phone numbers, UPI ids, Aadhaar
 * numbers (and their last four digits), email addresses, and a database error's parameters and
 * detail (which repeat the row's values). No log line should carry one; if one does, pino
 * writes `[redacted]` in its place.
 */
export const SENSITIVE_LOG_KEYS = [
  'password',
  'passwordHash',
  'hash',
  'token',
  'tokenHash',
  'otp',
  'otpHash',
  'codeHash',
  'secret',
  'secretkey',
  'signature',
  'razorpay_signature',
  'phone',
  'customerPhone',
  'contactInfo',
  'upiId',
  'aadhaar',
  'aadharcardNumber',
  'aadhaarLast4',
  'ciphertext',
  'email',
  'params',
  'detail',
] as const;

/** Headers that carry credentials, by their place in Fastify's request and reply logs. */
const CREDENTIAL_HEADERS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

const SENSITIVE = new Set<string>(SENSITIVE_LOG_KEYS);
/** A quick look for a sensitive key anywhere in a log line, before anything costlier. */
const SENSITIVE_KEY_IN_LINE = new RegExp(`"(?:${SENSITIVE_LOG_KEYS.join('|')})":`);

/**
 * Replaces the value of every sensitive key, at any depth, in one finished log line (pino's
 * streamWrite hook). pino's own `redact` matches paths, and its wildcards at several depths
 * cost about 180 µs a line where this costs under one: most lines hold no such key and are
 * passed on after one regular-expression test.
 */
export function redactLine(line: string): string {
  if (!SENSITIVE_KEY_IN_LINE.test(line)) return line;
  try {
    const redacted = JSON.stringify(JSON.parse(line), (key, value: unknown) =>
      SENSITIVE.has(key) ? '[redacted]' : value,
    );
    return line.endsWith('\n') ? `${redacted}\n` : redacted;
  } catch {
    // Not one JSON line (pino always writes one): pass it on rather than lose it.
    return line;
  }
}

/**
 * Values that must not survive in free text (an error's message or stack): argon2 hashes,
 * Indian mobile numbers, 12-digit numbers (Aadhaar), UPI ids and long tokens.
 */
const TEXT_SCRUBS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$(?:v=\d+\$)?(?:[a-z]=\d+,?)+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+/g, '[hash]'],
  [/\$argon2[^\s,"')]*/g, '[hash]'],
  [/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\w.-])[\w.-]{2,256}@[A-Za-z]{3,64}(?![\w.])/g, '[upi]'],
  [/(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g, '[phone]'],
  [/(?<!\d)\d{12}(?!\d)/g, '[number]'],
  [/(?<![\w-])[A-Za-z0-9_-]{40,}(?![\w-])/g, '[token]'],
];

/** Free text with every value that looks like a credential or personal datum replaced. */
export function scrubText(text: string): string {
  return TEXT_SCRUBS.reduce((out, [pattern, label]) => out.replace(pattern, label), text);
}

/** Fields of a PostgreSQL error that name what failed without repeating the row's values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'];
const MAX_CAUSES = 5;

/**
 * pino's `err` serializer. An error is logged by an allow-list of its fields, never with all of
 * its own properties: a Drizzle query error keeps its SQL but not its parameters (a failed
 * insert would log the password hash, the phone and the UPI id), a PostgreSQL error keeps its
 * code, constraint and table but not its detail ("Key (phone)=(98...)"), and every message and
 * stack is scrubbed of values that look personal. Causes follow, to a bounded depth.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const fields = error as Error & Record<string, unknown>;
  // Drizzle's message is the SQL and then every parameter ("params: Meera,98...,$argon2id...").
  const message = scrubText(
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message,
  );
  const type = error.constructor?.name ?? error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: scrubText([`${type}: ${message}`, ...frames].join('\n')),
  };
  for (const key of [...DATABASE_ERROR_FIELDS, 'statusCode']) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

/** The logger settings of the server, shared with the tests' log capture. */
export function baseLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: CREDENTIAL_HEADERS, censor: '[redacted]' },
    serializers: { err: serializeError },
    hooks: { streamWrite: redactLine },
  };
}

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
): FastifyServerOptions['logger'] {
  return {
    ...baseLoggerOptions(config.LOG_LEVEL),
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
