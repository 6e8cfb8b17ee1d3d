import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  isSnoozed,
  PUSH_NOT_NOW_DAYS,
  PUSH_NOT_NOW_KEY,
  snooze,
} from './web-push';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('Not now', () => {
  it(`keeps the card away for ${PUSH_NOT_NOW_DAYS} days, then lets it ask again`, () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 10, 28);
    expect(isSnoozed(now, storage)).toBe(false);
    snooze(now, storage);
    expect(storage.getItem(PUSH_NOT_NOW_KEY)).not.toBeNull();
    expect(isSnoozed(now + 13 * 86_400_000, storage)).toBe(true);
    expect(isSnoozed(now + 14 * 86_400_000 + 1, storage)).toBe(false);
  });

  it('ignores a stored value that is no time', () => {
    const storage = memoryStorage();
    storage.setItem(PUSH_NOT_NOW_KEY, 'soon');
    expect(isSnoozed(Date.now(), storage)).toBe(false);
  });
});

describe('base64UrlToBytes', () => {
  it('decodes the unpadded base64url of VAPID keys', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const encoded = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...base64UrlToBytes(encoded)]).toEqual([...bytes]);
  });
});
