import { CHAT_MESSAGES } from '@gharseva/domain';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/plugins/route-table.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import type { Agent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import { createFingerprint } from '../support/fingerprint.ts';
import {
  SAMPLES,
  TYPE_PROBES,
  acceptsType,
  errorBody,
  fieldsOf,
  jsonSchemaOf,
  routeKey,
  send,
  without,
  withValue,
  type Sample,
} from '../support/input-walk.ts';
import { jobAt, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { connectAs, emitAck, listen } from '../support/sockets.ts';

/**
 * The hardening issue's fuzz test: well over a thousand malformed requests across every route
 * under /api (wrong types, missing and extra fields, control characters, huge and empty
 * strings, arrays for objects, bad JSON, other content types, bad path parameters and
 * encodings, other methods) and malformed payloads for every socket event. Never a 5xx, every
 * refusal in our error shape, nothing written by a refused request, and a healthy server after.
 */
let t: TestApp;
let customer: Party;
let repairer: Party;
let admin: Agent;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await newCustomer(t);
  repairer = await newRepairer(t);
  admin = (await signupAdmin(t)).agent;
  fingerprint = await createFingerprint(t);
});
afterAll(async () => {
  await t?.close();
});

interface Probe {
  route: Pick<ApiRoute, 'method' | 'url'>;
  label: string;
  input: Parameters<typeof send>[2];
  as?: Sample['as'];
}

const BAD_STRINGS: [string, string][] = [
  ['empty', ''],
  ['blank', '   '],
  ['a NUL byte', 'a\u0000b'],
  ['a bell', '\u0007'],
  ['a lone surrogate', 'a\ud800'],
  ['right-to-left override', '\u202Eevil'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['SQL', "1' or '1'='1"],
  ['a template', '{{constructor.constructor("return process")()}}'],
];

const BAD_BODIES: [string, string, string][] = [
  ['truncated JSON', 'application/json', '{"a":'],
  ['a JSON array', 'application/json', '[{"a":1}]'],
  ['a JSON string', 'application/json', '"text"'],
  ['a JSON number', 'application/json', '42'],
  ['JSON null', 'application/json', 'null'],
  ['an empty JSON body', 'application/json', ''],
  ['a __proto__ key', 'application/json', '{"__proto__":{"isAdmin":true}}'],
  ['a constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['plain text', 'text/plain', 'phone=9876543210'],
  ['a form', 'application/x-www-form-urlencoded', 'phone=9876543210'],
  ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\nvalue\r\n--x--'],
  ['XML', 'application/xml', '<a/>'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{}'],
  ['100 KB of JSON', 'application/json', JSON.stringify({ a: 'x'.repeat(100_000) })],
];

const BAD_PARAMS: [string, string][] = [
  ['a word', 'x'],
  ['dot segments', '..%2F..%2Fetc'],
  ['a NUL byte', '%00'],
  ['broken escapes', '%E0%A4%A'],
  ['a lone surrogate', '%ED%A0%80'],
  ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['an upper-case UUID', '0190A3C2-7D1E-7B3F-8A11-2C5E9F0B1D22'],
  ['SQL', "1'%20or%20'1'%3D'1"],
  ['250 characters', 'a'.repeat(250)],
];

/** The session a route is sent with: its sample's role, else the one its path names. */
function roleOf(route: Pick<ApiRoute, 'url'>, sample?: Sample): Sample['as'] {
  if (/\/logout$/.test(route.url)) return undefined; // a logout would end the session
  if (sample) return sample.as;
  return (['user', 'repairer', 'admin'] as const).find((r) => route.url.startsWith(`/api/${r}/`));
}

function probesFor(route: ApiRoute): Probe[] {
  const probes: Probe[] = [];
  const samples = SAMPLES[routeKey(route)] ?? [{}];
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  for (const sample of samples) {
    const as = roleOf(route, SAMPLES[routeKey(route)] ? sample : undefined);
    const add = (label: string, input: Probe['input']) =>
      probes.push({ route, label: `${sample.label ?? ''} ${label}`.trim(), input, as });
    const base = { params: sample.params, query: sample.query };

    if (hasBody) {
      for (const [label, contentType, rawBody] of BAD_BODIES) {
        add(`body: ${label}`, { ...base, rawBody, contentType });
      }
    }
    const bodySchema = (sample.bodySchema ?? route.schema.body) as ZodType | undefined;
    if (bodySchema && sample.body) {
      add('body: extra fields', { ...base, body: { ...sample.body, junk: 1, role: 'admin' } });
      for (const field of fieldsOf(jsonSchemaOf(bodySchema))) {
        const at = field.path.join('.');
        if (field.required)
          add(`${at} missing`, { ...base, body: without(sample.body, field.path) });
        for (const [label, value] of TYPE_PROBES) {
          if (!acceptsType(field.schema, value)) {
            add(`${at} = ${label}`, { ...base, body: withValue(sample.body, field.path, value) });
          }
        }
        if (acceptsType(field.schema, 'text')) {
          for (const [label, value] of BAD_STRINGS) {
            add(`${at} = ${label}`, { ...base, body: withValue(sample.body, field.path, value) });
          }
        }
        if (acceptsType(field.schema, 1)) {
          for (const value of [-1, 1e308, 0.000001, 2 ** 53]) {
            add(`${at} = ${value}`, { ...base, body: withValue(sample.body, field.path, value) });
          }
        }
      }
    }
    for (const name of route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
      for (const [label, raw] of BAD_PARAMS) {
        const url = route.url.replace(/:(\w+)/g, (_m, n: string) =>
          n === name ? raw : encodeURIComponent(sample.params?.[n] ?? 'x'),
        );
        add(`:${name} = ${label}`, { url, body: sample.body });
      }
    }
    const queryOf = (q: string) =>
      `${route.url.replace(/:(\w+)/g, (_m, n: string) => sample.params?.[n] ?? 'x')}?${q}`;
    for (const [key] of Object.entries(sample.query ?? {})) {
      add(`?${key} twice`, { url: queryOf(`${key}=a&${key}=b`), body: sample.body });
      add(`?${key} with a NUL`, { url: queryOf(`${key}=a%00`), body: sample.body });
      add(`?${key} huge`, { url: queryOf(`${key}=${'x'.repeat(5000)}`), body: sample.body });
    }
    add('?nested keys', { url: queryOf('a[b][c]=1&a=2&__proto__[x]=1'), body: sample.body });
    add('?broken escape', { url: queryOf('a=%'), body: sample.body });
  }
  return probes;
}

/** Other methods on a route's address: never a handler of another route. */
function methodProbes(route: ApiRoute): Probe[] {
  const others = (['PATCH', 'DELETE', 'PUT', 'POST'] as HTTPMethods[]).filter(
    (m) => m !== route.method,
  );
  return others.slice(0, 2).map((method) => ({
    route: { method, url: route.url },
    label: `method ${method}`,
    input: { url: route.url.replace(/:(\w+)/g, 'x') },
  }));
}

/**
 * Routes whose refusal of a wrong code writes its try (an email address's confirmation code,
 * decision 055): a probe that passes validation reaches the code check once a confirmation is
 * pending, which an earlier probe of PUT .../email leaves.
 */
const COUNTS_TRIES = new Set(['POST /api/user/email/confirm', 'POST /api/repairer/email/confirm']);

describe('malformed HTTP requests to every route under /api', () => {
  it('are refused in our error shape, without a 5xx, writing nothing', async () => {
    const sessions = { user: customer.agent, repairer: repairer.agent, admin };
    const probes = t.app.apiRoutes.flatMap((route) => [
      ...probesFor(route),
      ...methodProbes(route),
    ]);
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    let before = await fingerprint();
    for (const probe of probes) {
      let res: LightMyRequestResponse;
      try {
        res = await send(t, probe.route, probe.input, probe.as && sessions[probe.as]);
      } catch (error) {
        wrong.push(`${routeKey(probe.route)} ${probe.label}: threw ${(error as Error).message}`);
        continue;
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const after = await fingerprint();
      const where = `${routeKey(probe.route)} ${probe.label}`;
      if (res.statusCode >= 500)
        wrong.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode >= 400 && !errorBody(res)) {
        wrong.push(`${where}: not our shape: ${res.body.slice(0, 160)}`);
      }
      // A wrong confirmation code is refused and counted: the count is the write (5 tries).
      const countedTry =
        COUNTS_TRIES.has(routeKey(probe.route)) && errorBody(res)?.code === 'INVALID_OTP';
      if (res.statusCode >= 400 && after !== before && !countedTry) {
        wrong.push(`${where}: refused but wrote`);
      }
      before = after;
    }
    expect(wrong).toEqual([]);
    expect(probes.length).toBeGreaterThanOrEqual(1000);
    // Every route was reached, and most probes were refused (a few are well-formed enough).
    const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
    expect(refused / probes.length).toBeGreaterThan(0.9);
    // Some 2,700 requests one after another: allowed more than the default on a busy machine.
  }, 180_000);

  it('leaves the server healthy: health, readiness and a real sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const me = await customer.agent.get('/api/check-auth');
    expect(me.json()).toMatchObject({ role: 'user' });
  });
});

describe('malformed payloads for every socket event', () => {
  it('are refused with chatError or a failed acknowledgement, never a crash or a write', async () => {
    const url = await listen(t);
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    const conversationId = (
      await repairer.agent.post('/api/repairer/conversations/create', { serviceRequestId: id })
    ).json().conversationId as string;
    const payloads: [string, unknown][] = [
      ['nothing', undefined],
      ['null', null],
      ['a number', 42],
      ['true', true],
      ['an array', [conversationId]],
      ['an object', { conversationId }],
      ['an empty string', ''],
      ['a NUL byte', `${conversationId}\u0000`],
      ['a lone surrogate', '\ud800'],
      ['not a UUID', 'conversation-1'],
      ['another conversation', '0190a3c2-7d1e-7b3f-8a11-2c5e9f0b1d22'],
    ];
    const messages: [string, unknown][] = [
      ['nothing', undefined],
      ['null', null],
      ['a string', 'hello'],
      ['an array', [{ conversationId, message: 'hi' }]],
      ['no message', { conversationId }],
      ['no conversation', { message: 'hi' }],
      ['a number message', { conversationId, message: 42 }],
      ['an object message', { conversationId, message: { text: 'hi' } }],
      ['an empty message', { conversationId, message: '' }],
      ['a blank message', { conversationId, message: ' \n\t ' }],
      ['a NUL byte', { conversationId, message: 'hi\u0000' }],
      ['a bell', { conversationId, message: '\u0007' }],
      ['a lone surrogate', { conversationId, message: 'hi \udfff' }],
      ['2,001 characters', { conversationId, message: 'x'.repeat(2001) }],
      ['a numeric conversation', { conversationId: 7, message: 'hi' }],
      [
        'another conversation',
        { conversationId: '0190a3c2-7d1e-7b3f-8a11-2c5e9f0b1d22', message: 'hi' },
      ],
      [
        'a forged sender',
        { conversationId, message: '', senderId: repairer.id, senderModel: 'Repairer' },
      ],
    ];
    const before = await fingerprint();
    const socket = await connectAs(url, customer.agent);
    const wrong: string[] = [];
    const errors: string[] = [];
    socket.on('chatError', (e: { message: string }) => errors.push(e.message));
    try {
      for (const [label, payload] of payloads) {
        // leaveRoom has no answer: leaving a room one is not in changes nothing.
        socket.emit('leaveRoom', payload);
        const answer = await emitAck(socket, 'joinRoom', payload).catch(() => ({ ok: false }));
        if (answer.ok) wrong.push(`joinRoom ${label}: accepted`);
      }
      for (const [label, payload] of messages) {
        const answer = await emitAck(socket, 'sendMessage', payload).catch(() => ({ ok: false }));
        if (answer.ok) wrong.push(`sendMessage ${label}: accepted`);
      }
      socket.emit('noSuchEvent', { x: 1 });
      socket.emit('sendMessage');
      expect(socket.connected).toBe(true);
      // A frame over the 64 KB limit ends this socket (as a 413 ends a request); it writes nothing.
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      socket.emit('sendMessage', { conversationId, message: 'x'.repeat(100_000) });
      await closed;
    } finally {
      socket.close();
    }
    expect(wrong).toEqual([]);
    expect(errors.length).toBeGreaterThan(20);
    expect(errors).not.toContain(CHAT_MESSAGES.unavailable);
    expect(await fingerprint()).toBe(before);

    // The chat still works for a well-formed message on a new socket.
    const again = await connectAs(url, customer.agent);
    try {
      expect(await emitAck(again, 'joinRoom', conversationId)).toEqual({ ok: true });
      expect(
        await emitAck(again, 'sendMessage', { conversationId, message: 'Still here' }),
      ).toEqual({ ok: true });
    } finally {
      again.close();
    }
  });
});
