import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unwrappedMessage } from './errors.ts';

describe('unwrappedMessage', () => {
  it("gives the driver's reason under Drizzle's Failed query wrapper", () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:1');
    const wrapped = new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], refused);
    expect(wrapped.message).toMatch(/^Failed query/);
    expect(unwrappedMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:1');
  });

  it('keeps the message of any other error, and prints what is not an error', () => {
    const named = new Error('DATA_DIR /x cannot be created', { cause: new Error('ENOTDIR') });
    expect(unwrappedMessage(named)).toBe('DATA_DIR /x cannot be created');
    expect(unwrappedMessage('plain')).toBe('plain');
  });
});
