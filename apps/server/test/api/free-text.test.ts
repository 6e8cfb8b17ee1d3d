import { CHAT_MESSAGES, INPUT_MESSAGES, VALIDATION_MESSAGES as V } from '@gharseva/domain';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import {
  SAMPLES,
  acceptsType,
  errorBody,
  fieldsOf,
  jsonSchemaOf,
  routeKey,
  send,
  takesInput,
  valueAt,
  withValue,
  signInEveryRole,
  type RoleSessions,
} from '../support/input-walk.ts';
import { profileForm } from '../support/factories.ts';
import { jobAt, newCustomer, newRepairer } from '../support/jobs.ts';
import { wizardPayload } from '../support/requests.ts';
import { connectAs, listen, next } from '../support/sockets.ts';

/**
 * Item 4 of the hardening issue: one text rule for every free-text field. A NUL byte, a bell,
 * half of an emoji or a megabyte are refused with a 4xx in our shape (a socket's chatError),
 * never a 500 from the database, and each free-text field names itself in its refusal.
 */
let t: TestApp;
let sessions: RoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  sessions = await signInEveryRole(t);
});
afterAll(async () => {
  await t?.close();
});

const BAD_TEXT: [string, (s: string) => string][] = [
  ['a NUL byte', (s) => `${s}\u0000`],
  ['a bell', (s) => `\u0007${s}`],
  ['an escape sequence', (s) => `${s}\u001b[31m`],
  ['a lone surrogate', (s) => `${s}\ud83d`],
  ['a C1 control', (s) => `${s}\u0085`],
  ['a megabyte', (s) => s.padEnd(1024 * 1024, 'x')],
];

/** The refusal each free-text field gives for characters it cannot keep. */
const FREE_TEXT: Record<string, string> = {
  fullname: V.fullnameCharacters,
  title: V.titleInvalid,
  description: V.descriptionCharacters,
  'locationData.fullAddress': V.addressCharacters,
  'locationData.city': V.cityInvalid,
  'locationData.state': V.stateInvalid,
  bio: V.bioCharacters,
  comment: V.commentCharacters,
};

/** Text fields that take any characters by design, and why. */
const ANY_CHARACTERS: Record<string, string> = {
  password: 'a password is opaque: only its argon2id hash is kept, never the text',
  'PUT /api/repairer/profile pincode':
    'SPEC.md section 5: the profile pincode keeps its digits only',
};

describe('every string field of every route', () => {
  it('refuses control characters, lone surrogates and a megabyte with a 4xx of ours', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of t.app.apiRoutes.filter(takesInput)) {
      for (const sample of SAMPLES[routeKey(route)]!) {
        const session = sample.as && sessions[sample.as];
        const schema = (sample.bodySchema ?? route.schema.body) as ZodType | undefined;
        const parts = [
          ['body', schema, sample.body],
          ['query', route.schema.querystring as ZodType | undefined, sample.query],
          ['params', route.schema.params as ZodType | undefined, sample.params],
        ] as const;
        for (const [part, partSchema, base] of parts) {
          if (!partSchema) continue;
          for (const field of fieldsOf(jsonSchemaOf(partSchema))) {
            if (!acceptsType(field.schema, 'text')) continue;
            const original = valueAt(base, field.path);
            const text = typeof original === 'string' && original !== '' ? original : 'text';
            for (const [label, spoil] of BAD_TEXT) {
              // A megabyte of address is the router's to refuse (414), as of a header.
              if (part === 'params' && label === 'a megabyte') continue;
              const input = { ...sample, [part]: withValue(base ?? {}, field.path, spoil(text)) };
              const res = await send(t, route, input, session);
              sent += 1;
              const body = errorBody(res);
              const where = `${routeKey(route)} ${part}.${field.path.join('.')} with ${label}`;
              const path = field.path.join('.');
              const exempt = ANY_CHARACTERS[path] ?? ANY_CHARACTERS[`${routeKey(route)} ${path}`];
              if (res.statusCode < 400 && exempt && label !== 'a megabyte') continue;
              if (res.statusCode < 400 || res.statusCode >= 500 || !body) {
                wrong.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
                continue;
              }
              if (res.statusCode === 400 && body.code === 'VALIDATION_ERROR') {
                const own = FREE_TEXT[path];
                if (own && label !== 'a megabyte' && body.message !== own) {
                  wrong.push(`${where}: "${body.message}", not "${own}"`);
                } else if (!INPUT_MESSAGES.has(body.message)) {
                  wrong.push(`${where}: "${body.message}"`);
                }
              }
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });
});

describe('the cases the review found', () => {
  it('refuses a NUL byte in a review comment with 400 and its message, not 500', async () => {
    const customer = await newCustomer(t);
    const res = await customer.agent.post(
      `/api/user/service-request/0190a3c2-7d1e-7b3f-8a11-2c5e9f0b1d22/review`,
      { stars: 4, comment: 'x\u0000' },
    );
    expectInvalid(res, V.commentCharacters);
  });

  it('keeps line breaks and tabs in multi-line text and refuses them in a name', async () => {
    const customer = await newCustomer(t);
    const ok = await customer.agent.post(
      '/api/service-requests',
      wizardPayload({ description: 'Kitchen tap:\r\n\t- drips all night\n\t- handle loose' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.description).toBe(
      'Kitchen tap:\r\n\t- drips all night\n\t- handle loose',
    );
    const repairer = await newRepairer(t);
    const res = await repairer.agent.put(
      '/api/repairer/profile',
      profileForm({ fullname: 'Ravi\nVerma', bio: 'Line one\nLine two' }),
    );
    expectInvalid(res, V.fullnameCharacters);
  });

  it('keeps emoji and Indian scripts, refusing only half an emoji', async () => {
    const customer = await newCustomer(t);
    const id = await jobAt(t, 'requested', customer, await newRepairer(t), {
      description: 'नल टपक रहा है 🚰 குழாய் ஒழுகுகிறது',
    });
    const got = await customer.agent.get(`/api/user/service-requests/${id}`);
    expect(got.json().data.description).toBe('नल टपक रहा है 🚰 குழாய் ஒழுகுகிறது');
    const half = await customer.agent.post(
      '/api/service-requests',
      wizardPayload({ description: 'tap \ud83d' }),
    );
    expectInvalid(half, V.descriptionCharacters);
  });
});

describe('chat messages', () => {
  let url: string;
  beforeAll(async () => {
    url = await listen(t);
  });

  it.each([
    ['a NUL byte', 'hello\u0000', V.messageCharacters],
    ['a bell', '\u0007hello', V.messageCharacters],
    ['a lone surrogate', 'hello \udc00', V.messageCharacters],
    ['a number', 42, CHAT_MESSAGES.empty],
    ['too long', 'x'.repeat(2001), CHAT_MESSAGES.tooLong],
  ])('answers %s with chatError and its message, keeping the socket', async (_l, text, message) => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    const conversation = await repairer.agent.post('/api/repairer/conversations/create', {
      serviceRequestId: id,
    });
    const conversationId = conversation.json().conversationId as string;
    const socket = await connectAs(url, customer.agent);
    try {
      const error = next<{ message: string }>(socket, 'chatError');
      socket.emit('sendMessage', { conversationId, message: text });
      expect(await error).toEqual({ message });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('answers an unreadable conversation id with chatError, never the service-unavailable text', async () => {
    const customer = await newCustomer(t);
    const socket = await connectAs(url, customer.agent);
    try {
      const error = next<{ message: string }>(socket, 'chatError');
      socket.emit('sendMessage', { conversationId: 'x\u0000', message: 'hi' });
      expect((await error).message).not.toBe(CHAT_MESSAGES.unavailable);
    } finally {
      socket.close();
    }
  });
});

describe('the error shape of a refusal by the database itself', () => {
  it('is never reached by free text (a NUL in a name is refused before the insert)', async () => {
    const res = await sessions.repairer.put(
      '/api/repairer/profile',
      profileForm({ fullname: 'Ravi\u0000' }),
    );
    expectError(res, 400, 'VALIDATION_ERROR', V.fullnameCharacters);
  });
});
