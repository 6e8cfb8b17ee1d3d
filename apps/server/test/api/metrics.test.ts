import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../support/app.ts';
import { expectError } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { expectOkJson, jobAt, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';
import { connectAs, emitAck, listen, next } from '../support/sockets.ts';

/**
 * Issue 22 item 3: GET /metrics, read the way Prometheus reads it, after real calls into a
 * real database; and the request id on the log lines of socket events.
 */
let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100' });
  url = await listen(t);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t?.close();
});

async function scrape(app = t): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of the sample `name{labels}` (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function eventually(check: () => Promise<void>, ms = 3000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('GET /metrics, open outside production without a token', () => {
  it('times each request under its route pattern and status, never its raw address', async () => {
    const agent = createAgent(t.app);
    for (let i = 0; i < 3; i++) await expectOkJson(agent.get('/api/catalogue'));
    const id = crypto.randomUUID();
    expect((await agent.get(`/api/user/service-requests/${id}`)).statusCode).toBe(401);
    const lost = `/api/no-such-page-${crypto.randomUUID()}`;
    expect((await agent.get(lost)).statusCode).toBe(404);

    const text = await scrape();
    const get = { method: 'GET' };
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        ...get,
        route: '/api/catalogue',
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        ...get,
        route: '/api/catalogue',
        status_code: '200',
        le: '5',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        ...get,
        route: '/api/user/service-requests/:id',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        ...get,
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-page');
  });

  it("has the process's own figures and the database pool's", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'gharseva_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gharseva_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'gharseva_db_pool_waiting_queries')).toBe(0);
  });

  it('counts connected sockets and chat messages sent, and logs each event with a request id', async () => {
    const customer = await newCustomer(t, 'Meera Iyer');
    const repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
    const sentBefore = sample(await scrape(), 'gharseva_chat_messages_sent_total') ?? 0;
    expect(sample(await scrape(), 'gharseva_socket_connections')).toBe(0);

    const socket = await connectAs(url, customer.agent);
    open.push(socket);
    expect(sample(await scrape(), 'gharseva_socket_connections')).toBe(1);

    const conversationId = await openConversation(customer, repairer);
    const past = next(socket, 'pastMessages');
    expect(await emitAck(socket, 'joinRoom', conversationId)).toEqual({ ok: true });
    await past;
    const from = t.logs.length;
    const given = `client-${crypto.randomUUID()}`;
    const answer = await emitAck(socket, 'sendMessage', {
      conversationId,
      message: 'Please bring a ladder',
      requestId: given,
    });
    expect(answer).toEqual({ ok: true });
    expect(await emitAck(socket, 'sendMessage', { conversationId, message: 'Thanks' })).toEqual({
      ok: true,
    });
    expect(sample(await scrape(), 'gharseva_chat_messages_sent_total')).toBe(sentBefore + 2);

    await eventually(async () => {
      const handled = t.logs
        .slice(from)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'socket event handled' && l.event === 'sendMessage');
      expect(handled).toHaveLength(2);
      // Each event logs once it has finished, so the two lines may come in either order.
      const mine = handled.find((l) => l.reqId === given);
      const other = handled.find((l) => l.reqId !== given);
      expect(mine).toMatchObject({ reqId: given, socketId: socket.id, ok: true });
      expect(other!.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(other!.socketId).toBe(socket.id);
      // The message itself is not logged.
      expect(JSON.stringify(handled)).not.toContain('ladder');
    });

    socket.close();
    await eventually(async () => {
      expect(sample(await scrape(), 'gharseva_socket_connections')).toBe(0);
    });
  });

  it('counts payouts by status from the database, and a failed read skips only that gauge', async () => {
    const customer = await newCustomer(t, 'Asha Rao');
    const repairer = await newRepairer(t, { fullname: 'Imran Shaikh' });
    const before = sample(await scrape(), 'gharseva_payouts', { status: 'processed' }) ?? 0;
    await payInFull(t, customer, await servicePaymentDue(t, customer, repairer, 900));
    expect(sample(await scrape(), 'gharseva_payouts', { status: 'processed' })).toBe(before + 1);

    const { db } = t.deps.database;
    await db.execute(sql`alter table payouts rename to payouts_away`);
    const from = t.logs.length;
    try {
      const text = await scrape();
      expect(sample(text, 'gharseva_payouts', { status: 'processed' })).toBeUndefined();
      expect(text).toContain('# TYPE gharseva_payouts gauge');
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/catalogue' })).toBe(
        3,
      );
    } finally {
      await db.execute(sql`alter table payouts_away rename to payouts`);
    }
    const warned = t.logs
      .slice(from)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'metric skipped');
    expect(warned).toMatchObject({ level: 40, metric: 'gharseva_payouts' });
  });

  it('holds no secret', async () => {
    const text = await scrape();
    for (const secret of [TEST_ADMIN_SECRET, 'test-pepper', t.deps.secrets.otpPepper]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/gs_session|\$argon2|[0-9a-f]{64}/);
  });
});

/** A job the repairer accepted, and its conversation's id. */
async function openConversation(customer: Party, repairer: Party): Promise<string> {
  const jobId = await jobAt(t, 'pending_quote', customer, repairer);
  const body = await expectOkJson(
    customer.agent.get(`/api/user/conversations/by-service/${jobId}`),
  );
  return body.conversationId as string;
}

describe('the web app in the histogram', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ WEB_DIST_DIR: dist, WEB_SSR: 'false' });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('labels pages and files by a route pattern, never by their address', async () => {
    const agent = createAgent(web.app);
    expect((await agent.get('/user/dashboard')).statusCode).toBe(200);
    expect((await agent.get('/repairer/jobs/3f2a')).statusCode).toBe(200);
    expect((await agent.get('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await agent.get('/assets/app-gone99.js')).statusCode).toBe(404);
    const text = await scrape(web);
    const routes = new Set(
      [...text.matchAll(/^http_request_duration_seconds_count\{.*route="([^"]*)"/gm)].map(
        (m) => m[1],
      ),
    );
    // Files are the static route's; pages (rendered by the not-found handler) and missing files
    // are unmatched.
    expect([...routes].sort()).toEqual(['/*', 'unmatched']);
    const count = (route: string, status_code: string) =>
      sample(text, 'http_request_duration_seconds_count', { route, status_code });
    expect([count('unmatched', '200'), count('/*', '200'), count('unmatched', '404')]).toEqual([
      2, 1, 1,
    ]);
    for (const raw of ['dashboard', '3f2a', 'abc123', 'gone99']) expect(text).not.toContain(raw);
  });
});

describe('GET /metrics in production', () => {
  const token = crypto.randomBytes(24).toString('base64url');
  let closed: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ NODE_ENV: 'production' });
    guarded = await createTestApp({ NODE_ENV: 'production', METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await closed?.close();
    await guarded?.close();
  });

  it('answers 404 without METRICS_TOKEN, even to a bearer token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await closed.app.inject({ method: 'GET', url: '/metrics', headers });
      expectError(res, 404, 'NOT_FOUND', 'Not found.');
    }
  });

  it('answers 401 without the right bearer token, and the figures with it', async () => {
    const wrong = [
      {},
      { authorization: 'Bearer' },
      { authorization: `Bearer ${token.slice(0, -1)}` },
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}` },
    ];
    for (const headers of wrong) {
      const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expectError(res, 401, 'UNAUTHENTICATED', 'Please log in to continue.');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    await expectOkJson(createAgent(guarded.app).get('/api/catalogue'));
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      sample(res.body, 'http_request_duration_seconds_count', { route: '/api/catalogue' }),
    ).toBe(1);
    expect(res.body).not.toContain(token);
    // Each app counts its own requests: the refused scrapes are this app's, not the first's.
    expect(
      sample(res.body, 'http_request_duration_seconds_count', {
        route: '/metrics',
        status_code: '401',
      }),
    ).toBe(wrong.length);
    expect(
      sample(await scrape(), 'http_request_duration_seconds_count', {
        route: '/metrics',
        status_code: '401',
      }),
    ).toBeUndefined();
    const other = sample(await scrape(), 'http_request_duration_seconds_count', {
      route: '/api/catalogue',
    });
    expect(other).toBe(3);
  });
});
