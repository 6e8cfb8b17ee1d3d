import { LANGUAGE_COOKIE, VALIDATION_MESSAGES } from '@gharseva/domain';
import { desc, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../src/db/schema/index.ts';
import { DELIVER_PUSH_JOB } from '../../src/modules/push/index.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import {
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  type Party,
} from '../support/jobs.ts';
import { startPushServiceStub, type PushServiceStub } from '../support/push-service-stub.ts';
import { createRequest } from '../support/requests.ts';
import { connectAs, emitAck, listen } from '../support/sockets.ts';

let stub: PushServiceStub;
let t: TestApp;
let url: string;
let customer: Party;
let other: Party;
/** Plumbers at 110017: one online, one offline; an electrician online there too. */
let online: Party;
let offline: Party;
let electrician: Party;
const sockets: Socket[] = [];

const subscriptionRows = (endpoint: string) =>
  t.deps.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

async function subscribe(party: Party) {
  const subscription = stub.subscribe();
  await expectOkJson(party.agent.post('/api/push/subscriptions', subscription));
  return subscription;
}

async function goOnline(repairer: Party, isOnline: boolean) {
  await expectOkJson(
    repairer.agent.put('/api/repairer/settings', {
      emailNotifications: false,
      smsNotifications: false,
      serviceRadius: 25,
    }),
  );
  await expectOkJson(repairer.agent.put('/api/repairer/availability', { isOnline }));
}

beforeAll(async () => {
  stub = await startPushServiceStub();
  t = await createTestApp({
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    MAX_ACTIVE_JOBS: '50',
    // Trusts the stub's self-signed certificate; its endpoints are what send pushes there.
    PUSH_CA_FILE: stub.certificateFile,
  });
  url = await listen(t);
  customer = await newCustomer(t, 'Meera Iyer');
  other = await newCustomer(t, 'Kabir Khan');
  online = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
  offline = await newRepairer(t, { fullname: 'Offline Om', pincode: '110017' });
  electrician = await newRepairer(t, {
    fullname: 'Elena Electric',
    pincode: '110017',
    services: 'electrical',
  });
  await goOnline(online, true);
  await goOnline(offline, false);
  await goOnline(electrician, true);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('the VAPID public key', () => {
  it('is the key generated once into DATA_DIR, for signed-in customers and repairers', async () => {
    const stored = JSON.parse(
      fs.readFileSync(path.join(t.deps.config.dataDir, 'vapid.json'), 'utf8'),
    ) as { publicKey: string };
    for (const party of [customer, online]) {
      const body = await expectOkJson(party.agent.get('/api/push/public-key'));
      expect(body).toEqual({ success: true, publicKey: stored.publicKey });
    }
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    const anonymous = await createAgent(t.app).get('/api/push/public-key');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('keeps a subscription for its account, and answers without the keys', async () => {
    const s = stub.subscribe();
    const res = await customer.agent.post('/api/push/subscriptions', s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(s.keys.p256dh);
    expect(res.body).not.toContain(s.keys.auth);
    expect(res.body).not.toContain(s.endpoint);
    const [row] = await subscriptionRows(s.endpoint);
    expect(row).toMatchObject({
      role: 'user',
      accountId: customer.id,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
    });
  });

  it.each([
    [
      'a plain http endpoint',
      (s: Sub) => ({ ...s, endpoint: s.endpoint.replace('https', 'http') }),
    ],
    ['an endpoint that is no URL', (s: Sub) => ({ ...s, endpoint: 'push-me' })],
    [
      'an endpoint over 1,000 characters',
      (s: Sub) => ({ ...s, endpoint: `${s.endpoint}/${'a'.repeat(1000)}` }),
    ],
    ['no keys', (s: Sub) => ({ endpoint: s.endpoint })],
    ['a key that is not base64url', (s: Sub) => ({ ...s, keys: { ...s.keys, auth: 'no/slash+' } })],
    ['a p256dh too short', (s: Sub) => ({ ...s, keys: { ...s.keys, p256dh: 'abc' } })],
  ])('refuses %s and keeps nothing', async (_name, change) => {
    const s = stub.subscribe();
    const body = change(s);
    const res = await customer.agent.post('/api/push/subscriptions', body);
    expectInvalid(res, VALIDATION_MESSAGES.pushSubscriptionInvalid);
    expect(await subscriptionRows(s.endpoint)).toEqual([]);
  });

  it('refuses visitors and admins', async () => {
    const s = stub.subscribe();
    const res = await createAgent(t.app).post('/api/push/subscriptions', s);
    expect(res.statusCode).toBe(401);
    expect(await subscriptionRows(s.endpoint)).toEqual([]);
  });

  it('moves an endpoint subscribed again to the account signed in now', async () => {
    const s = await subscribe(customer);
    await expectOkJson(online.agent.post('/api/push/subscriptions', s));
    const rows = await subscriptionRows(s.endpoint);
    expect(rows.map((r) => [r.role, r.accountId])).toEqual([['repairer', online.id]]);
    await expectOkJson(
      online.agent.request('DELETE', '/api/push/subscriptions', { endpoint: s.endpoint }),
    );
  });

  it('deletes only your own subscription: another account is told it is not found', async () => {
    const s = await subscribe(customer);
    const res = await other.agent.request('DELETE', '/api/push/subscriptions', {
      endpoint: s.endpoint,
    });
    expectError(res, 404, 'NOT_FOUND', 'This device has no notifications to turn off.');
    const asRepairer = await online.agent.request('DELETE', '/api/push/subscriptions', {
      endpoint: s.endpoint,
    });
    expect(asRepairer.statusCode).toBe(404);
    expect(await subscriptionRows(s.endpoint)).toHaveLength(1);

    await expectOkJson(
      customer.agent.request('DELETE', '/api/push/subscriptions', { endpoint: s.endpoint }),
    );
    expect(await subscriptionRows(s.endpoint)).toEqual([]);
  });
});

async function lastNotificationOf(party: Party): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, party.id))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row!.id;
}

/**
 * Waits until the deliver-push job of a notification has run. The chat's notification is
 * stored outside a transaction, so its live copy can arrive before its delivery job exists.
 */
async function pushJobDone(notificationId: string): Promise<void> {
  await expect
    .poll(async () => {
      await t.app.queue.idle();
      const { rows } = (await t.deps.database.db.execute(
        sql`select state from pgboss.job where name = ${DELIVER_PUSH_JOB}
            and data->>'notificationId' = ${notificationId}`,
      )) as unknown as { rows: { state: string }[] };
      return rows.map((r) => r.state);
    })
    .toEqual(['completed']);
}

type Sub = ReturnType<PushServiceStub['subscribe']>;

describe('pushes', () => {
  it("a quote reaches the customer's devices decrypted, in their language", async () => {
    const hindi = await newCustomer(t, 'Asha Gupta');
    hindi.agent.cookies.set(LANGUAGE_COOKIE, 'hi');
    await expectOkJson(hindi.agent.get('/api/check-auth'));
    const phone = await subscribe(hindi);
    const laptop = await subscribe(hindi);

    const jobId = await jobAt(t, 'pending_quote', hindi, online);
    await expectOkJson(quoteJob(online, jobId, 1500));
    const [quote] = (await stub.waitFor(phone.endpoint, 2)).filter((p) =>
      p.payload.body.includes('1,500'),
    );
    expect(quote!.payload).toEqual({
      title: 'GharSeva',
      body: '"नल से पानी टपकना - नल और मिक्सर" के लिए आपको ₹1,500.00 का कोटेशन मिला है।',
      url: `/user/inprogress#request-${jobId}`,
      tag: `job-${jobId}`,
    });
    expect(quote!.urgency).toBe('normal');
    expect(quote!.ttl).toBe(86_400);
    // Every device of the person, signed with the app's VAPID key.
    const [onLaptop] = await stub.waitFor(laptop.endpoint, 2);
    expect(onLaptop!.vapidKey).toBe(t.app.services.push.publicKey());
    const [row] = await subscriptionRows(phone.endpoint);
    expect(row!.lastPushedAt).not.toBeNull();
  });

  it('a new job reaches the online repairer of its category in range, not an offline one', async () => {
    const onPhone = await subscribe(online);
    const offPhone = await subscribe(offline);
    const elecPhone = await subscribe(electrician);
    const job = await createRequest(customer.agent, { title: 'Blocked drain' });
    const [alert] = await stub.waitFor(onPhone.endpoint);
    expect(alert!.payload).toEqual({
      title: 'GharSeva Partner',
      body: 'New job near you: "Blocked drain" in New Delhi 110017.',
      url: `/repairer/dashboard#request-${job._id}`,
      tag: `job-${job._id}`,
    });
    expect(alert!.urgency).toBe('high');
    await t.app.queue.idle();
    expect(stub.received(offPhone.endpoint)).toEqual([]);
    expect(stub.received(elecPhone.endpoint)).toEqual([]);
  });

  it('a chat message is pushed only when the reader has no socket open', async () => {
    const jobId = await jobAt(t, 'pending_quote', customer, online, { title: 'Geyser' });
    const { conversationId } = await expectOkJson(
      online.agent.get(`/api/repairer/conversations/by-service/${jobId}`),
    );
    await t.app.queue.idle();
    const device = await subscribe(customer);
    const chatPushes = () =>
      stub.received(device.endpoint).filter((p) => p.payload.tag.startsWith('chat-'));
    const repairerSocket = await connectAs(url, online.agent);
    sockets.push(repairerSocket);

    // The customer has the app open (any page): the socket tells them, no push.
    const customerSocket = await connectAs(url, customer.agent);
    sockets.push(customerSocket);
    // The message's own notification (an earlier one may still be on its way on PostgreSQL).
    const seen = new Promise<void>((resolve) =>
      customerSocket.on('notification', (n: { type: string }) => {
        if (n.type === 'new_message') resolve();
      }),
    );
    const sent = await emitAck(repairerSocket, 'sendMessage', {
      conversationId,
      message: 'I can come at 5.',
    });
    expect(sent.ok).toBe(true);
    await seen;
    const message = await lastNotificationOf(customer);
    await pushJobDone(message);
    expect(chatPushes()).toEqual([]);
    expect(await t.app.services.push.deliver(message)).toEqual({
      sent: 0,
      gone: 0,
      skipped: 'connected',
    });

    // The app closed: the next unread message's notification is pushed.
    customerSocket.close();
    const jobTwo = await jobAt(t, 'pending_quote', customer, online, { title: 'Geyser two' });
    const second = await expectOkJson(
      online.agent.get(`/api/repairer/conversations/by-service/${jobTwo}`),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (
        await emitAck(repairerSocket, 'sendMessage', {
          conversationId: second.conversationId,
          message: 'On my way.',
        })
      ).ok,
    ).toBe(true);
    const [push] = await stub.waitFor(device.endpoint, 1, (p) => p.payload.tag.startsWith('chat-'));
    expect(push!.payload).toEqual({
      title: 'GharSeva',
      body: 'New message from Ravi Verma about "Geyser two": On my way.',
      url: `/user/messages/${second.conversationId as string}`,
      tag: `chat-${second.conversationId as string}`,
    });
  });

  it('a subscription the push service reports gone (410) is removed; the others still get it', async () => {
    const repairer = await newRepairer(t, { fullname: 'Gone Gopal', pincode: '110017' });
    await goOnline(repairer, true);
    const old = await subscribe(repairer);
    const current = await subscribe(repairer);
    stub.answer(old.endpoint, 410);
    await createRequest(customer.agent, { title: 'Leaking pipe' });
    await stub.waitFor(current.endpoint);
    await t.app.queue.idle();
    expect(await subscriptionRows(old.endpoint)).toEqual([]);
    expect(await subscriptionRows(current.endpoint)).toHaveLength(1);
  });

  it('never logs the keys, the endpoints or the VAPID private key', async () => {
    await t.app.queue.idle();
    const logs = t.logs.join('\n');
    const rows = await t.deps.database.db.select().from(pushSubscriptions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(logs).not.toContain(row.p256dh);
      expect(logs).not.toContain(row.auth);
      expect(logs).not.toContain(row.endpoint);
    }
    const stored = JSON.parse(
      fs.readFileSync(path.join(t.deps.config.dataDir, 'vapid.json'), 'utf8'),
    ) as { privateKey: string };
    expect(logs).not.toContain(stored.privateKey);
    expect(logs).toContain('notification pushed');
    expect(stub.refused()).toEqual([]);
  });
});
