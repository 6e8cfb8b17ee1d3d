import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../../test/support/push-service-stub.ts';
import { PushError, type PushService } from './push.ts';
import { createWebPushService } from './web-push.ts';

let stub: PushServiceStub;
let push: PushService;
const keys = webpush.generateVAPIDKeys();

beforeAll(async () => {
  stub = await startPushServiceStub();
  push = createWebPushService({
    vapid: { ...keys, subject: 'mailto:ops@gharseva.example' },
    timeoutMs: 2000,
    ca: stub.certificate,
  });
});
afterAll(async () => {
  await stub.close();
});

const payload = JSON.stringify({ title: 'GharSeva', body: 'Hello', url: '/', tag: 't' });

describe('the web-push adapter', () => {
  it('sends an aes128gcm push, signed with VAPID, that the subscription decrypts', async () => {
    const s = stub.subscribe();
    expect(await push.send(s, payload, { ttl: 60, urgency: 'high' })).toBe('sent');
    const [got] = stub.received(s.endpoint);
    expect(got).toMatchObject({
      text: payload,
      ttl: 60,
      urgency: 'high',
      vapidKey: keys.publicKey,
    });
    expect(push.publicKey).toBe(keys.publicKey);
    expect(stub.refused()).toEqual([]);
  });

  it.each([404, 410])('answers gone when the push service says %i', async (status) => {
    const s = stub.subscribe();
    stub.answer(s.endpoint, status);
    expect(await push.send(s, payload, { ttl: 60 })).toBe('gone');
  });

  it('throws a PushError naming only the status for another refusal, to be retried', async () => {
    const s = stub.subscribe();
    stub.answer(s.endpoint, 503);
    const error = await push.send(s, payload, { ttl: 60 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushError);
    expect((error as Error).message).toBe('push service answered 503');
  });

  it('throws a PushError when the push service cannot be trusted or reached', async () => {
    const untrusting = createWebPushService({
      vapid: { ...keys, subject: 'mailto:ops@gharseva.example' },
      timeoutMs: 2000,
    });
    const s = stub.subscribe();
    await expect(untrusting.send(s, payload, { ttl: 60 })).rejects.toBeInstanceOf(PushError);
    expect(stub.received(s.endpoint)).toEqual([]);
  });
});
