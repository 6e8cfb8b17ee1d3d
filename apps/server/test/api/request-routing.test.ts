import { isErrorBody } from '@gharseva/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectNothingWritten } from '../support/assert.ts';
import { TEST_ORIGIN } from '../support/client.ts';
import { nextIp, signupUser } from '../support/factories.ts';

let t: TestApp;
let phone: string;
let password: string;
let userCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await signupUser(t);
  ({ phone, password } = user);
  userCookie = `gs_session=${user.agent.cookies.get('gs_session')}`;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Other spellings of one address: percent-encoded letters (once and twice), repeated slashes,
 * dot segments, other letter cases, encoded slashes and trailing bytes. A router or proxy may
 * read some of them as the address itself; none may reach its route without its hooks.
 */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`;
  const tail = rest.join('/');
  const last = rest.at(-1)!;
  const head = path.slice(0, -last.length);
  return [
    `/${encodeFirst(first!)}/${tail}`,
    `/${first}/${encodeFirst(rest[0]!)}/${rest.slice(1).join('/')}`,
    `${head}${last.slice(0, -1)}%${last.charCodeAt(last.length - 1).toString(16)}`,
    `/${[...first!].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')}/${tail}`,
    `/%25${first!.charCodeAt(0).toString(16)}${first!.slice(1)}/${tail}`,
    `/${path}`,
    `/${first}//${tail}`,
    `${path.replace(/\/([^/]+)$/, '//$1')}`,
    `/./${first}/${tail}`,
    `/${first}/./${tail}`,
    `/x/../${first}/${tail}`,
    `/${first}/%2e/${tail}`,
    `/${first}/%2E%2E/${first}/${tail}`,
    `/${first!.toUpperCase()}/${tail}`,
    path.toUpperCase(),
    `/${first![0]!.toUpperCase()}${first!.slice(1)}/${tail}`,
    `${path}/`,
    `${path};`,
    `${path}%20`,
    `${path}%00`,
    `/${first}%2F${rest.join('%2F')}`,
    `/${first}/${rest.join('%2f')}`,
  ];
}

function expectRefused(res: LightMyRequestResponse, allowed: number[]) {
  expect(allowed, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(isErrorBody(res.json()), res.body).toBe(true);
  expect(String(res.headers['set-cookie'] ?? '')).not.toContain('gs_session=');
}

describe('hooks decide on the route that runs, not on the spelling of its address', () => {
  it('has distinct spellings to try', () => {
    expect(new Set(spellings('/api/user/login')).size).toBe(22);
  });

  it.each(spellings('/api/user/login'))(
    'refuses a login from a foreign Origin at %s (403 or 404), creating no session',
    async (url) => {
      const res = await expectNothingWritten(t, () =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { origin: 'http://evil.example' },
          payload: { phone, password },
          remoteAddress: nextIp(),
        }),
      );
      expectRefused(res, [403, 404, 400]);
      if (res.statusCode === 403) expect(res.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    },
  );

  it('answers the same login from our own Origin (the route itself works)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/user/login',
      headers: { origin: TEST_ORIGIN },
      payload: { phone, password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(spellings('/api/user/dashboard-stats'))(
    'asks for a session at %s (401 or 404), never answering the data',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expectRefused(res, [401, 404, 400]);
    },
  );

  it.each(spellings('/api/admin/paid-services'))(
    "refuses a user's session at the admin's %s (403 or 404)",
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: userCookie } });
      expectRefused(res, [403, 404, 400]);
    },
  );
});

describe('every answer under /api is in our error shape', () => {
  it.each([
    ['a broken percent-encoding in a parameter', '/api/user/payments/%', 400, 'BAD_URL'],
    ['a broken percent-encoding in the path', '/api/user/%zz/payments', 400, 'BAD_URL'],
    ['a broken percent-encoding on a page', '/user/%', 400, 'BAD_URL'],
    [
      'a parameter over the router limit',
      `/api/user/payments/${'a'.repeat(300)}`,
      414,
      'URI_TOO_LONG',
    ],
  ] as const)('answers %s with our code', async (_label, url, status, code) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: userCookie } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, code, message: expect.any(String) });
    expect(res.body).not.toMatch(/FST_ERR|statusCode|"error"/);
  });

  it.each([
    ['form data', 'application/x-www-form-urlencoded', 'phone=1', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['XML', 'application/xml', '<phone/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['no content type', '', 'phone=1', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['malformed JSON', 'application/json', '{"phone":', 400, 'BAD_REQUEST'],
    ['JSON with a __proto__ key', 'application/json', '{"__proto__":{"x":1}}', 400, 'BAD_REQUEST'],
    ['an empty JSON body', 'application/json', '', 400, 'BAD_REQUEST'],
    [
      'a JSON body over 64 KB',
      'application/json',
      JSON.stringify({ phone: 'x'.repeat(70_000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ] as const)(
    'answers a body of %s in our shape, writing nothing',
    async (_label, type, payload, status, code) => {
      const res = await expectNothingWritten(t, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/getotp',
          headers: { origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) },
          payload,
          remoteAddress: nextIp(),
        }),
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, code, message: expect.any(String) });
    },
  );

  it.each([
    ['GET', '/api/no-such-route'],
    ['PATCH', '/api/user/login'],
    ['DELETE', '/api/user/in-progress-services'],
    ['POST', '/API/user/login'],
    ['GET', '/%61pi/no-such-route'],
  ] as const)('answers %s %s with 404 NOT_FOUND', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expectError(res, 404, 'NOT_FOUND', 'Not found.');
  });
});
