import type { TChatMessage, TNotification, TNotificationsResponse } from '@gharseva/domain';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { haproxyInstalled, startBalancer, type Balancer } from '../support/balancer.ts';
import {
  freePort,
  serverCommand,
  startServer,
  stopServer,
  type ServerProcess,
} from '../support/server-process.ts';
import { emitAck, next } from '../support/sockets.ts';
import { ChatClient } from './chat-client.ts';
import { keyedRequests, startHttpLoad, type LoadStep } from './http-load.ts';
import {
  call,
  connected,
  openSocket,
  requestBody,
  servedBy,
  signUp,
  verifyPendingRepairers,
} from './support.ts';

/**
 * Three server processes behind the shipped deploy/haproxy.cfg, on one PostgreSQL database and
 * one Redis (decision 046): chat and notifications cross processes through the balancer over
 * WebSocket and long-polling; a rolling restart under load fails no request and loses or
 * repeats no message; a killed process's sockets reconnect to the others within 10 s.
 */
const enabled =
  Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL) && haproxyInstalled();

const SLOTS = ['app1', 'app2', 'app3'] as const;
/** Requests per second through the balancer during the rolling restart. */
const HTTP_RATE = 100;
const CONVERSATIONS = Number(process.env.CLUSTER_CONVERSATIONS ?? 100);
const CUSTOMERS = 10;

let dataDir: string;
let dbName: string;
let dbUrl: string;
let lb: Balancer;
const ports: number[] = [];
const servers: (ServerProcess | undefined)[] = [];
const sockets: Socket[] = [];
let customers: string[] = [];
let repairers: string[] = [];
/** Conversations between customer i % CUSTOMERS and repairer i % CUSTOMERS. */
const conversations: { id: string; jobId: string; customer: string; repairer: string }[] = [];

function start(slot: number): Promise<ServerProcess> {
  return startServer(
    {
      command: serverCommand(),
      port: ports[slot]!,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_KEY_PREFIX: `gs-cluster-${dbName}:`,
        SEED_DEMO: 'false',
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
        TRUST_PROXY: 'true',
        OTP_PEPPER: 'cluster-pepper',
        AADHAAR_ENCRYPTION_KEY: crypto.createHash('sha256').update(dbName).digest('hex'),
        ADMIN_SIGNUP_SECRET: 'cluster-secret',
        OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000',
        CHAT_MAX_MESSAGES_PER_MINUTE: '10000',
        MAX_ACTIVE_JOBS: '100000',
        PAYOUT_RETRY_INTERVAL_SECONDS: '0',
        // The shipped balancer takes a process out within 1.5 s (inter 1 s, fastinter 0.5 s,
        // fall 2); the default drain of 3 s covers it on a busy machine.
        SHUTDOWN_DRAIN_SECONDS: '3',
      },
    },
    120_000,
  );
}

async function restart(slot: number) {
  servers[slot] = await start(slot);
  await lb.waitFor(SLOTS[slot]!, 'UP');
}

const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  if (!enabled) return;
  const setupStarted = Date.now();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-cluster-'));
  dbName = `gs_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const root = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await root.connect();
  await root.query(`create database "${dbName}" template "${inject('pgTemplate')}"`);
  await root.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  for (let i = 0; i < SLOTS.length; i++) ports.push(await freePort());
  servers.push(...(await Promise.all(SLOTS.map((_, i) => start(i)))));
  lb = await startBalancer(ports.map((p) => `127.0.0.1:${p}`));
  for (const slot of SLOTS) await lb.waitFor(slot, 'UP');

  customers = [];
  repairers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    customers.push(await signUp(lb.url, dataDir, 'user', `Customer ${i}`));
    repairers.push(await signUp(lb.url, dataDir, 'repairer', `Repairer ${i}`));
  }
  await verifyPendingRepairers(dbUrl);
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, c) => {
      for (let i = c; i < CONVERSATIONS; i += CUSTOMERS) {
        const created = await call<{ data: { _id: string } }>(
          lb.url,
          'POST',
          '/api/service-requests',
          {
            token: customers[c],
            body: requestBody(`Chat ${i}`),
          },
        );
        const accepted = await call<{ conversationId: string }>(
          lb.url,
          'PUT',
          `/api/service-requests/repairer/${created.data._id}/status`,
          { token: repairers[c], body: { status: 'accept_request_for_quote' } },
        );
        conversations[i] = {
          id: accepted.conversationId,
          jobId: created.data._id,
          customer: customers[c]!,
          repairer: repairers[c]!,
        };
      }
    }),
  );
  console.log(`cluster set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
}, 300_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s && s.child.exitCode === null && stopServer(s)));
  await lb?.stop();
  if (!enabled) return;
  const root = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await root.connect();
  await root.query(`drop database if exists "${dbName}" with (force)`);
  await root.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/**
 * A socket on a process other than `avoid`'s. WebSocket: the process whose open sessions in
 * HAProxy's realtime backend went up by one. Polling: the process HAProxy's cookie names.
 */
async function socketOn(
  token: string,
  transport: 'websocket' | 'polling',
  avoid?: string,
): Promise<{ socket: Socket; on: string }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const before = await lb.sessions('realtime');
    const socket = await connected(openSocket(lb.url, token, transport, false));
    let on: string | undefined;
    if (transport === 'polling') on = servedBy(socket);
    else {
      const after = await lb.sessions('realtime');
      on = SLOTS.find((s) => after[s]! > before[s]!);
    }
    if (on && on !== avoid) {
      sockets.push(socket);
      return { socket, on };
    }
    socket.close();
  }
  throw new Error(`no ${transport} socket away from ${avoid}`);
}

describe.runIf(enabled)('three processes behind HAProxy', () => {
  for (const [index, transport] of (['websocket', 'polling'] as const).entries()) {
    it(`carries chat and notifications across processes over ${transport}`, async () => {
      const c = conversations[index]!;
      const customer = await socketOn(c.customer, transport);
      const repairer = await socketOn(c.repairer, transport, customer.on);
      expect(repairer.on).not.toBe(customer.on);
      for (const s of [customer.socket, repairer.socket]) {
        const past = next(s, 'pastMessages');
        expect(await emitAck(s, 'joinRoom', c.id)).toEqual({ ok: true });
        await past;
      }
      const arriving = next<TChatMessage>(repairer.socket, 'receiveMessage', 5000);
      expect(
        await emitAck(customer.socket, 'sendMessage', {
          conversationId: c.id,
          message: `Across processes over ${transport}`,
        }),
      ).toEqual({ ok: true });
      expect((await arriving).message).toBe(`Across processes over ${transport}`);

      // A quote accepted through the balancer notifies the repairer's socket.
      await call(lb.url, 'PUT', `/api/service-requests/repairer/${c.jobId}/quote`, {
        token: c.repairer,
        body: { estimatedPrice: 800 },
      });
      const notified = next<TNotification>(repairer.socket, 'notification', 5000);
      await call(lb.url, 'PUT', `/api/service-requests/user/${c.jobId}/accept-quote`, {
        token: c.customer,
      });
      expect(await notified).toMatchObject({ serviceRequestId: c.jobId });
      customer.socket.close();
      repairer.socket.close();
    });
  }

  let clients: ChatClient[] = [];

  it('restarts every process in turn under load without a failed request or a lost message', async () => {
    const testStarted = Date.now();
    // Half the conversations on WebSocket, half on long-polling; both sides of each.
    clients = conversations.flatMap((c, i) => {
      const transport = i % 2 === 0 ? 'websocket' : 'polling';
      return [
        new ChatClient(lb.url, c.customer, 'user', c.id, transport),
        new ChatClient(lb.url, c.repairer, 'repairer', c.id, transport),
      ];
    });
    await Promise.all(clients.map((c) => c.joined));

    const notificationIds = await Promise.all(
      customers.map(async (token) => {
        const list = await call<TNotificationsResponse>(lb.url, 'GET', '/api/user/notifications', {
          token,
        });
        return { token, ids: list.notifications.map((n) => n._id) };
      }),
    );
    let turn = 0;
    const anyCustomer = () => customers[turn++ % customers.length]!;
    const anyRepairer = () => repairers[turn++ % repairers.length]!;
    const steps: LoadStep[] = [
      {
        name: 'catalogue',
        weight: 30,
        request: () => ({ method: 'GET', route: '/api/catalogue' }),
      },
      {
        name: 'in-progress list',
        weight: 15,
        request: () => ({
          method: 'GET',
          route: '/api/user/in-progress-services',
          token: anyCustomer(),
        }),
      },
      {
        name: 'conversations',
        weight: 10,
        request: () => ({
          method: 'GET',
          route: '/api/repairer/conversations',
          token: anyRepairer(),
        }),
      },
      {
        name: 'notifications',
        weight: 10,
        request: () => ({ method: 'GET', route: '/api/user/notifications', token: anyCustomer() }),
      },
      {
        name: 'mark notification read',
        weight: 10,
        request: () => {
          const { token, ids } = notificationIds[turn++ % notificationIds.length]!;
          const id = ids[turn % Math.max(ids.length, 1)];
          return id
            ? { method: 'PUT', route: `/api/user/notifications/read/${id}`, token }
            : { method: 'GET', route: '/api/user/notifications', token };
        },
      },
      { name: 'create request (keyed)', weight: 25, request: keyedRequests(anyCustomer) },
    ];
    const load = startHttpLoad(lb.url, HTTP_RATE, steps);
    const report = () =>
      `${load.report.sent} requests, ${load.report.failures.length} failed ${JSON.stringify(load.report.failures.slice(0, 3))}`;
    // Each socket sends a message every 4 to 6 s: about 40 messages a second in all.
    let chatting = true;
    const chats = clients.map(async (client) => {
      await new Promise((r) => setTimeout(r, Math.random() * 5000));
      while (chatting) {
        await client.sendNext();
        await new Promise((r) => setTimeout(r, 4000 + Math.random() * 2000));
      }
    });

    await new Promise((r) => setTimeout(r, 3000));
    const restarts: { slot: string; stopMs: number; startMs: number }[] = [];
    for (let slot = 0; slot < SLOTS.length; slot++) {
      const stopping = Date.now();
      servers[slot]!.child.kill('SIGTERM');
      const code = await servers[slot]!.closed;
      const stopMs = Date.now() - stopping;
      expect(code, servers[slot]!.output().slice(-6000)).toBe(0);
      const starting = Date.now();
      await restart(slot);
      restarts.push({ slot: SLOTS[slot]!, stopMs, startMs: Date.now() - starting });
      console.log(`restarted ${JSON.stringify(restarts.at(-1))}, ${report()}`);
    }
    await new Promise((r) => setTimeout(r, 3000));
    chatting = false;
    const loadReport = await load.stop();
    await Promise.all(chats);
    // The last messages' deliveries.
    await new Promise((r) => setTimeout(r, 2000));

    const { rows } = await admin((db) =>
      db.query<{ conversation_id: string; id: string; message: string }>(
        `select conversation_id, id, message from chat_messages
         where message like '%:user:%' or message like '%:repairer:%'`,
      ),
    );
    const texts = rows.map((r) => r.message);
    const duplicated = texts.filter((t, i) => texts.indexOf(t) !== i);
    const acked = clients.flatMap((c) => c.acked);
    const stored = new Set(texts);
    const notStored = acked.filter((t) => !stored.has(t));
    const byConversation = new Map<string, string[]>();
    for (const r of rows)
      byConversation.set(r.conversation_id, [
        ...(byConversation.get(r.conversation_id) ?? []),
        r.id,
      ]);
    const lost = clients.flatMap((client) =>
      (byConversation.get(client.conversationId) ?? []).filter((id) => !client.seen.has(id)),
    );
    const keyed = await admin((db) =>
      db.query<{ title: string; n: number }>(
        `select title, count(*)::int as n from service_requests where title like 'Load %' group by title`,
      ),
    );
    const repeatedRows = keyed.rows.filter((r) => r.n !== 1);
    const lat = [...loadReport.latencies].sort((a, b) => a - b);
    const summary = {
      seconds: (Date.now() - testStarted) / 1000,
      restarts,
      http: {
        sent: loadReport.sent,
        rps: Math.round(loadReport.sent / ((Date.now() - testStarted) / 1000)),
        p50: Math.round(lat[Math.floor(lat.length * 0.5)] ?? 0),
        p99: Math.round(lat[Math.floor(lat.length * 0.99)] ?? 0),
        failures: loadReport.failures.length,
        byName: loadReport.byName,
      },
      chat: {
        sockets: clients.length,
        acked: acked.length,
        stored: rows.length,
        sendRetries: clients.reduce((n, c) => n + c.sendFailures, 0),
        reconnects: clients.reduce((n, c) => n + c.reconnectMs.length, 0),
        maxReconnectMs: Math.max(0, ...clients.flatMap((c) => c.reconnectMs)),
      },
    };
    console.log(JSON.stringify(summary, null, 2));

    expect(loadReport.failures).toEqual([]);
    expect(clients.flatMap((c) => c.errors)).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(notStored).toEqual([]);
    expect(lost).toEqual([]);
    expect(repeatedRows).toEqual([]);
    expect(keyed.rows.length).toBe(loadReport.keys.size);
    // Every process was restarted, so every socket moved at least once.
    expect(clients.every((c) => c.connects >= 2)).toBe(true);
  }, 600_000);

  it('moves a killed process’s sockets to the others within 10 s', async () => {
    const killed = 1;
    const before = new Map(clients.map((c) => [c, c.reconnectMs.length]));
    const dropped: ChatClient[] = [];
    for (const c of clients) c.socket.once('disconnect', () => dropped.push(c));
    const at = Date.now();
    servers[killed]!.child.kill('SIGKILL');
    await servers[killed]!.closed;
    const deadline = at + 15_000;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      if (Date.now() - at > 3000 && dropped.every((c) => c.reconnectMs.length > before.get(c)!))
        break;
    }
    const times = dropped
      .map((c) => c.reconnectMs[before.get(c)!] ?? Infinity)
      .sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        killed: SLOTS[killed],
        socketsMoved: dropped.length,
        p50: times[Math.floor(times.length / 2)],
        max: times.at(-1),
      }),
    );
    for (const c of clients) c.socket.off('disconnect');
    // About a third of the sockets were on it.
    expect(dropped.length).toBeGreaterThan(clients.length / 6);
    expect(times.at(-1)).toBeLessThan(10_000);
    for (const c of clients) c.close();
  }, 60_000);
});
