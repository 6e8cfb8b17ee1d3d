/** A browser's web-push subscription: where its push service takes pushes, and its keys. */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps the push for a device that is off. */
  ttl: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * Sends one push or throws `PushError` (retried by the queue). 'gone' is the push service's
 * 404 or 410: the subscription no longer exists and the caller removes it.
 */
export interface PushService {
  readonly name: string;
  /** The VAPID public key browsers subscribe with (base64url, 65 bytes uncompressed). */
  readonly publicKey: string;
  send(
    subscription: PushSubscriptionKeys,
    payload: string,
    options: PushOptions,
  ): Promise<'sent' | 'gone'>;
}

export class PushError extends Error {
  override readonly name = 'PushError';
}
