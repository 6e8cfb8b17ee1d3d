import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { PushError, type PushService } from './push.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: URL the push service may contact about these pushes. */
  subject: string;
}

/**
 * Web push through the `web-push` library (RFC 8030 with VAPID, RFC 8291 aes128gcm payloads):
 * the push goes to the subscription's own endpoint, whichever push service that is. `ca` adds
 * certificate authorities to trust (the tests' local push service has its own certificate).
 */
export function createWebPushService(options: {
  vapid: VapidKeys;
  timeoutMs: number;
  ca?: string;
}): PushService {
  const agent = options.ca ? new https.Agent({ ca: options.ca, keepAlive: false }) : undefined;
  return {
    name: 'web-push',
    publicKey: options.vapid.publicKey,
    async send(subscription, payload, { ttl, urgency }) {
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails: options.vapid,
          TTL: ttl,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs,
          ...(urgency ? { urgency } : {}),
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
          // The message names the status only: the endpoint is a capability URL.
          throw new PushError(`push service answered ${error.statusCode}`);
        }
        throw new PushError(`push failed: ${(error as Error).message}`);
      }
    },
  };
}
