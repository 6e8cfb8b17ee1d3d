import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  SENSITIVE_LOG_KEYS,
  baseLoggerOptions,
  redactLine,
  scrubText,
  serializeError,
} from './logging.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino(baseLoggerOptions('info'), stream), lines };
}

describe('the server logger', () => {
  it.each([0, 1, 2, 6])('redacts every sensitive key %i levels down', (depth) => {
    const { logger, lines } = capture();
    for (const key of SENSITIVE_LOG_KEYS) {
      const value = `secret-${key}-value`;
      let entry: Record<string, unknown> = { [key]: value };
      for (let d = 0; d < depth; d++) entry = { [`level${d}`]: entry };
      logger.info(entry, 'an entry');
    }
    const text = lines.join('');
    expect(lines).toHaveLength(SENSITIVE_LOG_KEYS.length);
    expect(text).not.toMatch(/secret-\w+-value/);
    expect(text.match(/\[redacted\]/g)).toHaveLength(SENSITIVE_LOG_KEYS.length);
  });

  it('logs a failed query by its SQL, without its parameters or the row it repeats', () => {
    const pgError = Object.assign(new Error('new row violates check constraint "users_check"'), {
      code: '23514',
      severity: 'ERROR',
      constraint: 'users_check',
      table: 'users',
      detail: 'Failing row contains (Meera, 9876543210, $argon2id$v=19$m=65536$abc).',
      where: 'SQL statement',
      query: 'insert into users values ($1, $2, $3)',
      params: ['Meera', '9876543210', '$argon2id$v=19$m=65536$abc'],
    });
    // Drizzle's own error: its message is the SQL and then every parameter.
    const drizzleError = new DrizzleQueryError(
      'insert into users values ($1, $2, $3)',
      pgError.params,
      pgError,
    );
    expect(drizzleError.message).toContain('9876543210');
    const { logger, lines } = capture();
    logger.error({ err: drizzleError }, 'unexpected error');
    const text = lines.join('');
    expect(text).not.toMatch(/9876543210|argon2|Meera|Failing row|params/);
    const logged = JSON.parse(text) as { err: Record<string, unknown> & { cause: object } };
    expect(logged.err).toMatchObject({
      message: 'Failed query: insert into users values ($1, $2, $3)',
    });
    expect(logged.err.cause).toEqual({
      type: 'Error',
      message: 'new row violates check constraint "users_check"',
      stack: expect.stringContaining('Error: new row violates check constraint'),
      code: '23514',
      severity: 'ERROR',
      constraint: 'users_check',
      table: 'users',
    });
  });

  it('keeps only the allowed fields of any error, and follows a bounded chain of causes', () => {
    let error: Error = Object.assign(new Error('gateway said no'), {
      statusCode: 502,
      response: { body: { contact: '9876543210' } },
    });
    for (let i = 0; i < 10; i++) error = new Error(`wrapped ${i}`, { cause: error });
    const out = serializeError(error);
    expect(JSON.stringify(out)).not.toContain('9876543210');
    let depth = 0;
    for (let c = out; c.cause; c = c.cause as Record<string, unknown>) depth += 1;
    expect(depth).toBe(5);
    expect(serializeError('a thrown string 9876543210')).toEqual({
      type: 'string',
      message: 'a thrown string [phone]',
    });
  });
});

describe('redactLine', () => {
  it('passes a line without a sensitive key on unchanged (the same string)', () => {
    const line = '{"level":30,"msg":"request completed","phoneme":"a","res":{"statusCode":200}}\n';
    expect(redactLine(line)).toBe(line);
  });

  it('redacts inside arrays, and keeps the line ending', () => {
    const line = '{"level":30,"list":[{"phone":"9876543210"},{"otp":"123456"}],"msg":"x"}\n';
    expect(redactLine(line)).toBe(
      '{"level":30,"list":[{"phone":"[redacted]"},{"otp":"[redacted]"}],"msg":"x"}\n',
    );
  });

  it('leaves a message that only mentions a key alone', () => {
    const line = `${JSON.stringify({ msg: 'the "phone": field was empty' })}\n`;
    expect(redactLine(line)).toBe(line);
  });
});

describe('scrubText', () => {
  it.each([
    ['a mobile number', 'call 9876543210 now', 'call [phone] now'],
    ['a +91 mobile number', 'to +91 98765 43210', 'to +91 98765 43210'],
    ['an Aadhaar number', 'id 234123412346.', 'id [number].'],
    ['a UPI id', 'pay ravi.verma@okaxis today', 'pay [upi] today'],
    ['an email', 'mail meera@example.com', 'mail [email]'],
    ['an argon2 hash', 'hash $argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA,x', 'hash [hash],x'],
    ['a token', `token ${'A'.repeat(43)} end`, 'token [token] end'],
  ])('replaces %s', (_label, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves ordinary text, pincodes, ids and line numbers alone', () => {
    const text = 'pincode 110017 at file.ts:41:15 id 0190a3c2-7d1e-7b3f-8a11-2c5e9f0b1d22';
    expect(scrubText(text)).toBe(text);
  });
});
