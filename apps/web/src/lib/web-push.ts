import type { TMessageResponse, TPushPublicKeyResponse } from '@gharseva/domain';
import { api, apiRequest } from './api-client';

/** Where "Not now" is remembered, and for how long the card then stays away. */
export const PUSH_NOT_NOW_KEY = 'gharseva.push.notNowUntil';
export const PUSH_NOT_NOW_DAYS = 14;

/** The browser can take pushes at all: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Whether "Not now" was pressed less than PUSH_NOT_NOW_DAYS ago. */
export function isSnoozed(now: number, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const until = Number(storage.getItem(PUSH_NOT_NOW_KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

/** Remembers "Not now" for PUSH_NOT_NOW_DAYS. */
export function snooze(now: number, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(PUSH_NOT_NOW_KEY, String(now + PUSH_NOT_NOW_DAYS * 24 * 60 * 60 * 1000));
  } catch {
    // Private mode without storage: the card may come back next time.
  }
}

/**
 * Whether to ask now: pushes are possible here, the person has not decided yet (`default`),
 * and did not say "Not now" lately. Resolves once the service worker is active: only the built
 * app registers one (in development this never resolves, and nothing is asked).
 */
export async function shouldAskForPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  if (Notification.permission !== 'default') return false;
  if (isSnoozed(Date.now(), window.localStorage)) return false;
  await navigator.serviceWorker.ready;
  return Notification.permission === 'default';
}

/** A base64url string as bytes (the VAPID key the Push API takes). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks the browser's permission, subscribes this browser with the server's VAPID key (again,
 * when it was subscribed with another) and hands the subscription to the server for the
 * signed-in account. 'denied' when the person refused in the browser's own prompt.
 */
export async function enablePush(): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<TPushPublicKeyResponse>('/api/push/public-key');
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  await api.post<TMessageResponse>('/api/push/subscriptions', { endpoint, keys });
  return 'on';
}

/**
 * On sign-out: this browser stops receiving the account's pushes (the server forgets the
 * subscription, the browser drops it), so the next person on a shared phone does not see them.
 * Does nothing where there is no service worker or no subscription; never throws.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await apiRequest<TMessageResponse>('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Signing out never waits on pushes.
  }
}
