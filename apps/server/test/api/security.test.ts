import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectNothingWritten } from '../support/assert.ts';
import { TEST_ORIGIN, createAgent, type Agent } from '../support/client.ts';
import {
  PASSWORD,
  nextAadhaar,
  nextIp,
  nextPhone,
  repairerPayload,
  signupUser,
  verifyPhone,
} from '../support/factories.ts';

const PUBLIC_URL = 'https://gharseva.example';
const ALLOWED = ['https://partner.example', 'http://localhost:5173'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, ALLOWED_ORIGINS: ` ${ALLOWED.join(' , ')} ` });
});
afterAll(async () => {
  await t?.close();
});

const agent = (origin?: string | null) => createAgent(t.app, { origin, ip: nextIp() });
const REFUSED = 'This request came from a page that is not allowed.';

/** A POST with exactly these headers (no Origin unless given). */
function post(url: string, headers: Record<string, string>, body?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: nextIp(),
    ...(body ? { payload: body } : {}),
  });
}

describe('Origin rule (DESIGN.md section 9)', () => {
  let signedIn: Agent;
  let cookie: string;
  beforeAll(async () => {
    ({ agent: signedIn } = await signupUser(t));
    cookie = `gs_session=${signedIn.cookies.get('gs_session')}`;
  });

  /** A cookie-carrying mutating call that writes something when allowed: an OTP send. */
  const sendOtp = (headers: Record<string, string>) =>
    post('/api/user/getotp', { cookie, ...headers }, { phone: nextPhone() });

  async function expectStillSignedIn() {
    expect((await signedIn.get('/api/check-auth')).json()).toMatchObject({ role: 'user' });
  }

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['no Origin and Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null', { origin: 'null' }],
    [
      'Origin: null with Sec-Fetch-Site: cross-site',
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ],
    ['a look-alike of PUBLIC_URL', { origin: 'https://gharseva.example.evil.com' }],
    ['PUBLIC_URL on another scheme', { origin: 'http://gharseva.example' }],
    ['an allowed origin on another port', { origin: 'https://partner.example:8443' }],
    ['our host on another scheme', { origin: 'https://localhost:80' }],
    [
      'a foreign Origin claiming same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
  ])('refuses a cookie-carrying POST with %s: 403, nothing written', async (_label, headers) => {
    const res = await expectNothingWritten(t, () => sendOtp(headers));
    expectError(res, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
  });

  it('refuses a cookie-carrying logout from a foreign Origin and keeps the session', async () => {
    const res = await expectNothingWritten(t, () =>
      post('/api/user/logout', { cookie, origin: 'https://evil.example' }),
    );
    expectError(res, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
    const bare = await expectNothingWritten(t, () => post('/api/user/logout', { cookie }));
    expectError(bare, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
    await expectStillSignedIn();
  });

  it.each([
    ['no Origin and Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['our own origin', { origin: TEST_ORIGIN }],
    ['PUBLIC_URL', { origin: PUBLIC_URL }],
    ['the first ALLOWED_ORIGINS entry', { origin: ALLOWED[0]! }],
    ['the second ALLOWED_ORIGINS entry', { origin: ALLOWED[1]! }],
  ])('allows a cookie-carrying POST with %s', async (_label, headers) => {
    const before = t.outbox().length;
    const res = await sendOtp(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.outbox()).toHaveLength(before + 1);
    await expectStillSignedIn();
  });

  it("takes our own origin from the request's Host", async () => {
    const headers = { host: 'api.gharseva.internal:3000' };
    const own = await sendOtp({ ...headers, origin: 'http://api.gharseva.internal:3000' });
    expect(own.statusCode, own.body).toBe(200);
    const other = await sendOtp({ ...headers, origin: TEST_ORIGIN });
    expectError(other, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
  });

  it('applies to the signup ticket cookie as well', async () => {
    const a = agent();
    const phone = nextPhone();
    await verifyPhone(t, a, 'user', phone);
    const ticket = `gs_signup=${a.cookies.get('gs_signup')}`;
    const body = { fullname: 'Meera Iyer', password: PASSWORD, phone };
    const foreign = await expectNothingWritten(t, () =>
      post('/api/user/signup', { cookie: ticket, origin: 'https://evil.example' }, body),
    );
    expectError(foreign, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
    const bare = await expectNothingWritten(t, () =>
      post('/api/user/signup', { cookie: ticket }, body),
    );
    expectError(bare, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
    const ok = await a.post('/api/user/signup', body);
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a cookie-less login from a foreign Origin (login CSRF), creating no session', async () => {
    const { phone } = await signupUser(t);
    const res = await expectNothingWritten(t, () =>
      post('/api/user/login', { origin: 'https://evil.example' }, { phone, password: PASSWORD }),
    );
    expectError(res, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
    expect(res.headers['set-cookie']).toBeUndefined();
    const getOtp = await expectNothingWritten(t, () =>
      post('/api/user/getotp', { origin: 'https://evil.example' }, { phone: nextPhone() }),
    );
    expectError(getOtp, 403, 'ORIGIN_NOT_ALLOWED', REFUSED);
  });

  it('allows a cookie-less POST without Origin (a non-browser client)', async () => {
    const { phone } = await signupUser(t);
    const res = await post('/api/user/login', {}, { phone, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('exempts bearer-token requests, even from a foreign Origin', async () => {
    const { phone } = await signupUser(t);
    const token = (await post('/api/user/login', {}, { phone, password: PASSWORD })).json()
      .token as string;
    const before = t.outbox().length;
    const res = await post(
      '/api/user/getotp',
      { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
      { phone: nextPhone() },
    );
    expect(res.statusCode).toBe(200);
    expect(t.outbox()).toHaveLength(before + 1);
  });

  it('does not apply to GET requests', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/check-auth',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'user' });
  });
});

describe('response headers', () => {
  function expectSecurityHeaders(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    const frames = String(headers['x-frame-options'] ?? '');
    expect(/^(DENY|SAMEORIGIN)$/i.test(frames) || csp.includes("frame-ancestors 'none'")).toBe(
      true,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBeDefined();
    expect(String(headers['referrer-policy'])).toMatch(/no-referrer|strict-origin|same-origin/);
    expect(headers['x-powered-by']).toBeUndefined();
  }

  it('sets the security headers and no-store on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check-auth' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sets them on the 404 and on refusals too', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound.headers);
    const refused = await post('/api/user/login', { origin: 'https://evil.example' }, {});
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused.headers);
    const invalid = await post('/api/user/login', {}, {});
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid.headers);
  });

  it('gives every answer an x-request-id, echoing a well-formed one', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/check-auth' }),
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'GET', url: '/somewhere-else' }),
      await post('/api/user/login', {}, {}),
      await post('/api/user/login', { origin: 'https://evil.example' }, {}),
      await post('/api/user/login', { 'content-type': 'application/json' }),
    ];
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123_abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-123_abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error answers', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/nope'],
    ['GET', '/api/user/unknown/deep/path'],
    ['DELETE', '/api/check-auth'],
  ] as const)('answers %s %s with 404 NOT_FOUND', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expectError(res, 404, 'NOT_FOUND', 'Not found.');
  });

  it('answers 404 JSON for other paths while the web app is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/dashboard' });
    expectError(res, 404, 'NOT_FOUND', 'Not found.');
  });

  it('answers a malformed JSON body with 400 BAD_REQUEST, no stack and no echo of the body', async () => {
    const payload = `{"phone":"9876543210","password":"${PASSWORD}",`;
    const res = await expectNothingWritten(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload,
      }),
    );
    expectError(res, 400, 'BAD_REQUEST', 'The request could not be read.');
    expect(res.body).not.toMatch(/stack|\bat \w|SyntaxError|node_modules/);
    expect(res.body).not.toContain(PASSWORD);
    for (const line of t.logs) expect(line).not.toContain(PASSWORD);
  });

  it('answers an empty JSON body, a wrong content type and a too-large body in our shape', async () => {
    const empty = await post('/api/user/login', { 'content-type': 'application/json' });
    expectError(empty, 400, 'BAD_REQUEST', 'The request could not be read.');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=9876543210',
    });
    expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE', 'The request must be sent as JSON.');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '9876543210', password: 'x'.repeat(70 * 1024) }),
    });
    expectError(big, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
  });

  it.each([
    ['plain text', 'text/plain', 'phone=9876543210'],
    ['a JSON array', 'application/json', '[{"phone":"9876543210"}]'],
    ['a JSON string', 'application/json', '"9876543210"'],
    ['a JSON number', 'application/json', '9876543210'],
  ])(
    'answers a body that is %s with 400 BAD_REQUEST, not a validation message',
    async (_l, type, payload) => {
      const res = await expectNothingWritten(t, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/getotp',
          headers: { 'content-type': type },
          payload,
        }),
      );
      expectError(res, 400, 'BAD_REQUEST', 'The request could not be read.');
    },
  );

  it('answers an unexpected failure with a generic 500, logging it without answering the stack', async () => {
    const { phone } = await signupUser(t);
    const spy = vi
      .spyOn(t.deps.counters, 'peek')
      .mockRejectedValueOnce(new Error('counter store exploded at internals.ts:42'));
    const logged = t.logs.length;
    try {
      const res = await post('/api/user/login', {}, { phone, password: PASSWORD });
      expectError(res, 500, 'INTERNAL_ERROR', 'An unexpected error occurred.');
      expect(res.body).not.toMatch(/exploded|internals|stack|\bat /);
      expect(res.headers['x-request-id']).toBeDefined();
    } finally {
      spy.mockRestore();
    }
    const errors = t.logs
      .slice(logged)
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } });
    expect(errors.some((l) => l.level === 50 && l.err?.message.includes('exploded'))).toBe(true);
    // The next request is served normally.
    expect((await post('/api/user/login', {}, { phone, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('secrets stay out of answers and logs', () => {
  it('a whole sign-up, login and logout leaks no code, password, hash, token or Aadhaar', async () => {
    const bodies: string[] = [];
    const codes: string[] = [];
    const tokens: string[] = [];
    const record = async (p: Promise<{ body: string; cookies: { value: string }[] }>) => {
      const res = await p;
      bodies.push(res.body);
      for (const c of res.cookies) if (c.value) tokens.push(c.value);
      return res;
    };
    const wrongPassword = 'Not-my-password-7';

    // A user.
    const u = agent();
    const phone = nextPhone();
    await record(u.post('/api/user/getotp', { phone }));
    codes.push(t.lastCode(phone));
    await record(u.post('/api/user/verify-otp', { phone, otp: codes.at(-1)! }));
    await record(u.post('/api/user/signup', { fullname: 'Meera Iyer', password: PASSWORD, phone }));
    await record(u.get('/api/check-auth'));
    await record(u.post('/api/user/logout'));
    await record(u.post('/api/user/login', { phone, password: wrongPassword }));
    await record(u.post('/api/user/login', { phone, password: PASSWORD }));
    await record(u.get('/api/check-auth'));
    await record(u.post('/api/user/logout'));
    await record(u.post('/api/user/forgot-password/getotp', { phone }));
    codes.push(t.lastCode(phone));
    const newPassword = 'Another-pass-42';
    await record(
      u.post('/api/user/forgot-password/reset', {
        phone,
        otp: codes.at(-1)!,
        password: newPassword,
      }),
    );

    // A repairer, with an Aadhaar number.
    const r = agent();
    const rPhone = nextPhone();
    const aadhaar = nextAadhaar();
    await record(r.post('/api/repairer/getotp', { phone: rPhone }));
    codes.push(t.lastCode(rPhone));
    await record(r.post('/api/repairer/verify-otp', { phone: rPhone, otp: codes.at(-1)! }));
    await record(
      r.post('/api/repairer/signup', repairerPayload(rPhone, { aadharcardNumber: aadhaar })),
    );
    await record(r.get('/api/check-auth'));
    await record(r.post('/api/repairer/logout'));
    await record(
      r.post('/api/repairer/signup', repairerPayload(rPhone, { aadharcardNumber: aadhaar })),
    );

    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const digits = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);
    const secrets = [PASSWORD, wrongPassword, newPassword, aadhaar];
    for (const body of bodies) {
      for (const code of codes) expect(body).not.toMatch(digits(code));
      for (const s of secrets) expect(body).not.toContain(s);
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/passwordHash|password_hash/);
    }
    expect(t.logs.length).toBeGreaterThan(10);
    const log = t.logs.join('\n');
    for (const code of codes) expect(log).not.toMatch(digits(code));
    for (const s of [...secrets, ...tokens]) expect(log).not.toContain(s);
    expect(log).not.toContain('$argon2');
  });
});
