import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_NOT_NOW_KEY } from '../lib/web-push';
import { renderRoute, stubApi } from '../testing/render-route';
import { PushPrompt } from './push-prompt';

const PUBLIC_KEY =
  'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const ASK = 'Get new jobs near you even when the app is closed';

/** A browser that can take pushes, with the person's permission answer `answer`. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscribe = vi.fn((options: { applicationServerKey: Uint8Array }) =>
    Promise.resolve({
      options: { applicationServerKey: options.applicationServerKey.buffer },
      toJSON: () => SUBSCRIPTION,
    }),
  );
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null), subscribe } };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(() => Promise.resolve(answer)),
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushPrompt', () => {
  it('says why, and on Allow subscribes with the server key and hands the subscription over', async () => {
    const { subscribe } = pushBrowser('default', 'granted');
    const posted: unknown[] = [];
    stubApi({
      'GET /api/push/public-key': { body: { success: true, publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': (body) => {
        posted.push(body);
        return { body: { success: true, message: 'Notifications are on for this device.' } };
      },
    });
    renderRoute(<PushPrompt audience="repairer" />);
    const card = await screen.findByRole('region', { name: ASK });
    expect(card.textContent).toContain('new jobs in your area');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(posted).toEqual([SUBSCRIPTION]));
    const [options] = subscribe.mock.calls[0]!;
    expect((options as { userVisibleOnly?: boolean }).userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual(Array.from({ length: 65 }, (_, i) => i));
    await waitFor(() => expect(screen.queryByRole('region', { name: ASK })).toBeNull());
  });

  it('Not now hides the card and keeps it away next time', async () => {
    pushBrowser('default', 'granted');
    renderRoute(<PushPrompt audience="customer" />);
    await screen.findByRole('region', { name: 'Know when a repairer replies' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Know when a repairer replies' })).toBeNull();
    expect(Number(window.localStorage.getItem(PUSH_NOT_NOW_KEY))).toBeGreaterThan(Date.now());
    cleanup();
    renderRoute(<PushPrompt audience="customer" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it.each(['granted', 'denied'] as const)(
    'asks nothing once the person has decided (%s)',
    async (permission) => {
      pushBrowser(permission, permission);
      renderRoute(<PushPrompt audience="repairer" />);
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    },
  );

  it('asks nothing where pushes are not supported', async () => {
    renderRoute(<PushPrompt audience="repairer" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
