import { verhoeffCheckDigit, type TChatMessage, type TNotification } from '@gharseva/domain';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { collect, connectAs, emitAck, next, silence } from '../support/sockets.ts';
import { visitDay } from '../support/requests.ts';

/**
 * Two server processes on one PostgreSQL database and one Redis (DESIGN.md section 8): a chat
 * message sent through one reaches a client connected to the other, and so do a
 * notification and a job leaving the open-jobs board. Runs where both servers are given (CI).
 */
const enabled = process.env.TEST_DB_ENGINE === 'postgres' && Boolean(process.env.REDIS_URL);

let dataDir: string;
let dbName: string;
let dbUrlText: string;
const servers: ServerProcess[] = [];
const sockets: Socket[] = [];

function startOn(databaseUrl: string): Promise<ServerProcess> {
  return startServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: `gs-scale-${dbName}:`,
      SEED_DEMO: 'false',
      OTP_PEPPER: 'scale-pepper',
      AADHAAR_ENCRYPTION_KEY: crypto.createHash('sha256').update(dbName).digest('hex'),
      ADMIN_SIGNUP_SECRET: 'scale-secret',
      OTP_MAX_SENDS_PER_IP_PER_HOUR: '1000',
    },
  });
}

/** A JSON call as a browser on that server's origin would make it; returns body and cookies. */
async function call(
  server: ServerProcess,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: server.url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.ok, `${route}: ${JSON.stringify(json)}`).toBe(true);
  return { json, cookies: response.headers.getSetCookie() };
}

let phoneCounter = 0;
/** Signs an account up on `server` through the OTP in the shared outbox; its bearer token. */
async function signUp(server: ServerProcess, role: 'user' | 'repairer', fullname: string) {
  phoneCounter += 1;
  const phone = `7${String(Date.now()).slice(-7)}${phoneCounter}`.slice(0, 10).padEnd(10, '1');
  await call(server, 'POST', `/api/${role}/getotp`, { phone });
  const outbox = fs.readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const line = outbox
    .map((l) => JSON.parse(l) as { to: string; body: string })
    .filter((l) => l.to === phone)
    .at(-1)!;
  const otp = line.body.match(/\b(\d{6})\b/)![1];
  const verified = await call(server, 'POST', `/api/${role}/verify-otp`, { phone, otp });
  const ticket = verified.cookies.map((c) => c.split(';')[0]).join('; ');
  const base = `6${phone}`;
  const response = await fetch(`${server.url}/api/${role}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: ticket },
    body: JSON.stringify(
      role === 'user'
        ? { fullname, phone, password: 'Scale@2025pass' }
        : {
            fullname,
            phone,
            password: 'Scale@2025pass',
            upiId: `pro${phone}@okaxis`,
            services: 'plumbing',
            aadharcardNumber: base + verhoeffCheckDigit(base),
            pincode: '110017',
          },
    ),
  });
  const body = (await response.json()) as { token: string };
  expect(response.ok, JSON.stringify(body)).toBe(true);
  if (role === 'repairer') {
    // As the admin's verification queue would: a pending repairer may not take jobs.
    const db = new pg.Client({ connectionString: dbUrlText });
    await db.connect();
    await db.query(`update repairers set verification_status = 'verified' where phone = $1`, [
      phone,
    ]);
    await db.end();
  }
  return body.token;
}

beforeAll(async () => {
  if (!enabled) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-scale-'));
  dbName = `gs_scale_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}" template "${inject('pgTemplate')}"`);
  await admin.end();
  const dbUrl = new URL(process.env.TEST_DATABASE_URL!);
  dbUrl.pathname = `/${dbName}`;
  dbUrlText = dbUrl.toString();
  servers.push(await startOn(dbUrl.toString()));
  servers.push(await startOn(dbUrl.toString()));
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map(stopServer));
  if (!enabled) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(enabled)('two server processes, one PostgreSQL, one Redis', () => {
  it('carries a chat message and a notification from one process to a client on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const customer = await signUp(a, 'user', 'Meera Iyer');
    const repairer = await signUp(b, 'repairer', 'Ravi Verma');

    const created = await call(
      a,
      'POST',
      '/api/service-requests',
      {
        repairerId: null,
        contactInfo: '9876543210',
        title: 'Kitchen tap leaking',
        serviceType: 'Plumbing',
        description: 'The kitchen tap drips all night.',
        locationData: {
          fullAddress: 'B-12, Malviya Nagar',
          pincode: '110017',
          captureMethod: 'manual',
        },
        preferredTimeSlot: 'flexible',
        preferredDate: visitDay(),
        urgency: 'medium',
      },
      customer,
    );
    const jobId = (created.json.data as { _id: string })._id;
    const accepted = await call(
      b,
      'PUT',
      `/api/service-requests/repairer/${jobId}/status`,
      { status: 'accept_request_for_quote' },
      repairer,
    );
    const conversationId = accepted.json.conversationId as string;

    // The customer is connected to A, the repairer to B.
    const onA = await connectAs(a.url, null, { token: customer });
    const onB = await connectAs(b.url, null, { token: repairer });
    sockets.push(onA, onB);
    for (const s of [onA, onB]) {
      const past = next(s, 'pastMessages');
      expect(await emitAck(s, 'joinRoom', conversationId)).toEqual({ ok: true });
      await past;
    }
    const pushedToB = collect<TNotification>(onB, 'notification');

    const arriving = next<TChatMessage>(onB, 'receiveMessage');
    expect(
      await emitAck(onA, 'sendMessage', { conversationId, message: 'Sent through process A' }),
    ).toEqual({ ok: true });
    expect(await arriving).toMatchObject({
      senderModel: 'User',
      senderName: 'Meera Iyer',
      message: 'Sent through process A',
    });
    // A saw B's socket in the room (across processes), so no new-message notification.
    await silence(pushedToB, 500);

    // A notification created by a call to A reaches the repairer's socket on B.
    await call(
      b,
      'PUT',
      `/api/service-requests/repairer/${jobId}/quote`,
      { estimatedPrice: 800 },
      repairer,
    );
    const notified = next<TNotification>(onB, 'notification');
    await call(a, 'PUT', `/api/service-requests/user/${jobId}/accept-quote`, undefined, customer);
    expect(await notified).toMatchObject({ type: 'system_update', serviceRequestId: jobId });

    // And the other way: B's message reaches A.
    const back = next<TChatMessage>(onA, 'receiveMessage');
    await emitAck(onB, 'sendMessage', { conversationId, message: 'And back through B' });
    expect((await back).message).toBe('And back through B');
  });

  it('drops a job taken through one process from a board connected to the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const customer = await signUp(a, 'user', 'Kabir Khan');
    const taker = await signUp(a, 'repairer', 'Sunil Yadav');
    const watcher = await signUp(b, 'repairer', 'Arjun Singh');
    const open = (title: string) =>
      call(
        a,
        'POST',
        '/api/service-requests',
        {
          repairerId: null,
          title,
          serviceType: 'Plumbing',
          description: 'Water under the sink every morning.',
          locationData: { fullAddress: 'C-4, Saket', pincode: '110017', captureMethod: 'manual' },
          preferredTimeSlot: 'flexible',
          preferredDate: visitDay(),
          contactInfo: '9876543210',
          urgency: 'medium',
        },
        customer,
      ).then((r) => (r.json.data as { _id: string })._id);
    const taken = await open('Sink pipe leaking');
    const cancelled = await open('Flush tank broken');

    // The watching repairer's socket is on B; the accept and the cancel are calls to A.
    const onB = await connectAs(b.url, null, { token: watcher });
    sockets.push(onB);
    const removed = next(onB, 'nearbyJobRemoved');
    await call(
      a,
      'PUT',
      `/api/service-requests/repairer/${taken}/status`,
      { status: 'accept_request_for_quote' },
      taker,
    );
    expect(await removed).toEqual({ jobId: taken, reason: 'taken' });
    const removedAgain = next(onB, 'nearbyJobRemoved');
    await call(
      a,
      'PUT',
      `/api/service-requests/user/${cancelled}/status`,
      { status: 'cancelled' },
      customer,
    );
    expect(await removedAgain).toEqual({ jobId: cancelled, reason: 'cancelled' });
  });
});
