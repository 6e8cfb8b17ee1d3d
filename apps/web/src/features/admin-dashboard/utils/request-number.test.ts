import { describe, expect, it } from 'vitest';
import { requestNumber } from './request-number';

describe('requestNumber', () => {
  it('is the last 6 characters of the id', () => {
    expect(requestNumber('0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f')).toBe('8d9e0f');
    expect(requestNumber('abc')).toBe('abc');
  });
});
