import { describe, expect, it, vi } from 'vitest';
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

describe('forgetPushSubscription', () => {
  it("tells the server to forget this browser's subscription, then drops it", async () => {
    const { forgetPushSubscription } = await import('./web-push');
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const subscription = { endpoint: 'https://push.example.com/send/abc', unsubscribe };
    vi.stubGlobal('Notification', function Notification() {});
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: () =>
          Promise.resolve({
            pushManager: { getSubscription: () => Promise.resolve(subscription) },
          }),
      },
    });
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ method: init.method!, url, body: JSON.parse(String(init.body)) });
        return Promise.resolve(new Response('{"success":true,"message":"off"}'));
      }),
    );
    try {
      await forgetPushSubscription();
      expect(calls).toEqual([
        {
          method: 'DELETE',
          url: '/api/push/subscriptions',
          body: { endpoint: subscription.endpoint },
        },
      ]);
      expect(unsubscribe).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
