import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZMessageResponse } from './responses.ts';

/** Longest push endpoint kept (the column's width); real ones are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1000;

const invalid = M.pushSubscriptionInvalid;
const base64url = (min: number, max: number) =>
  z
    .string({ error: invalid })
    .min(min, invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid);

/**
 * A push service's endpoint: an https URL (RFC 8030 requires TLS; the tests' local push
 * service has its own certificate, decision 056) of printable ASCII, at most 1,000 characters.
 */
const ZPushEndpoint = z
  .string({ error: invalid })
  .max(PUSH_ENDPOINT_MAX, invalid)
  // An https URL of plain ASCII, as push services hand out: a host name or address (no user
  // name or password), an optional port, then any path.
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[\x21-\x7e]*)?$/, invalid);

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. p256dh is
 * the 65-byte P-256 public key (87 base64url characters), auth the 16-byte secret (22).
 */
export const ZPushSubscribeRequest = z.object({
  endpoint: ZPushEndpoint,
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: invalid }),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

/** DELETE /api/push/subscriptions: which of your subscriptions to forget. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: ZPushEndpoint });
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/** GET /api/push/public-key: the VAPID key browsers subscribe with. */
export const ZPushPublicKeyResponse = z.object({
  success: z.literal(true),
  publicKey: z.string(),
});
export type TPushPublicKeyResponse = z.infer<typeof ZPushPublicKeyResponse>;

export const ZPushSubscriptionResponse = ZMessageResponse;

/** The messages of the push calls. */
export const PUSH_MESSAGES = {
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
} as const;

/**
 * What a push carries (decision 056): the notification's title and text in the reader's
 * language, the page a click opens, and a tag so a newer push about the same thing replaces
 * the older one.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
