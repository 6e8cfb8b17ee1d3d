import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZPushSubscribeRequest, ZPushUnsubscribeRequest } from './push.ts';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const refusal = (endpoint: unknown) => {
  const result = ZPushSubscribeRequest.safeParse({ endpoint, keys });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('push subscription endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/eXg1:APA91bH_x-Y?z=1',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXutnMoY',
    'https://127.0.0.1:8443/push/abc',
  ])('takes %s', (endpoint) => {
    expect(refusal(endpoint)).toBeNull();
    expect(ZPushUnsubscribeRequest.safeParse({ endpoint }).success).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://user:pass@push.example.com/x',
    'https://push.example.com/a b',
    'https://push.example.com/é',
    'javascript:alert(1)',
    `https://push.example.com/${'a'.repeat(1000)}`,
    42,
  ])('refuses %s', (endpoint) => {
    expect(refusal(endpoint)).toBe(VALIDATION_MESSAGES.pushSubscriptionInvalid);
  });
});
