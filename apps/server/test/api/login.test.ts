import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  expectError,
  expectInvalid,
  expectNothingWritten,
  expectRetryAfter,
} from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { PASSWORD, nextIp, nextPhone, signupRepairer, signupUser } from '../support/factories.ts';

let t: TestApp;
/** NODE_ENV=production (the secrets it requires are set by createTestApp). */
let prod: TestApp;
/** A low per-IP failure limit, to reach it cheaply. */
let strict: TestApp;
let user: { phone: string; id: string };
let repairer: { phone: string; id: string };

beforeAll(async () => {
  [t, prod, strict] = await Promise.all([
    createTestApp(),
    createTestApp({ NODE_ENV: 'production' }),
    createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' }),
  ]);
  const u = await signupUser(t, { fullname: 'Meera Iyer' });
  user = { phone: u.phone, id: (u.body.user as { id: string }).id };
  const r = await signupRepairer(t, { fullname: 'Ravi Verma' });
  repairer = { phone: r.phone, id: (r.body.repairer as { id: string }).id };
});
afterAll(async () => {
  await Promise.all([t?.close(), prod?.close(), strict?.close()]);
});

const agent = (app: TestApp = t) => createAgent(app.app, { ip: nextIp() });
const INVALID = 'Invalid phone number or password.';

async function login(a: Agent, role: 'user' | 'repairer', phone: string, password = PASSWORD) {
  return a.post(`/api/${role}/login`, { phone, password });
}

async function sessionCount(app: TestApp, subjectId: string) {
  const [row] = await app.deps.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.subjectId, subjectId));
  return row!.n;
}

describe('login success', () => {
  it('signs a user in: 200, the user, the token and the session cookie', async () => {
    const a = agent();
    const res = await login(a, 'user', user.phone);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'role', 'success', 'token', 'user']);
    expect(body).toMatchObject({ success: true, message: 'Login successful!', role: 'user' });
    expect(body.user).toEqual({
      _id: user.id,
      id: user.id,
      fullname: 'Meera Iyer',
      phone: user.phone,
      email: null,
      profilePicture: null,
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    expect(a.cookies.get('gs_session')).toBe(body.token);
    const me = await a.get('/api/check-auth');
    expect(me.json()).toEqual({ role: 'user', user: body.user });
  });

  it('signs a repairer in with the repairer shape', async () => {
    const a = agent();
    const res = await login(a, 'repairer', repairer.phone);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'repairer', 'role', 'success', 'token']);
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      role: 'repairer',
      repairer: {
        _id: repairer.id,
        id: repairer.id,
        fullname: 'Ravi Verma',
        phone: repairer.phone,
        aadharcardNumber: expect.stringMatching(/^XXXX XXXX \d{4}$/),
      },
    });
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    const me = await a.get('/api/check-auth');
    expect(me.json()).toEqual({ role: 'repairer', repairer: body.repairer });
  });

  it('accepts a phone with surrounding spaces', async () => {
    const res = await login(agent(), 'user', ` ${user.phone} `);
    expect(res.statusCode).toBe(200);
  });

  it('stores only a hash of the session token, with the role and an expiry 30 days ahead', async () => {
    const res = await login(agent(), 'user', user.phone);
    const token = res.json().token as string;
    const rows = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'user', subjectId: user.id });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('login refusals', () => {
  it('answers a wrong password and an unknown phone alike: 401 INVALID_CREDENTIALS, no session', async () => {
    for (const role of ['user', 'repairer'] as const) {
      const known = role === 'user' ? user.phone : repairer.phone;
      const wrong = await expectNothingWritten(t, () =>
        login(agent(), role, known, 'Wrong-password-1'),
      );
      expectError(wrong, 401, 'INVALID_CREDENTIALS', INVALID);
      const unknown = await expectNothingWritten(t, () => login(agent(), role, nextPhone()));
      expectError(unknown, 401, 'INVALID_CREDENTIALS', INVALID);
      expect(unknown.body).toBe(wrong.body);
    }
  });

  it("does not sign a user's credentials in as a repairer, nor the reverse", async () => {
    const asRepairer = await expectNothingWritten(t, () => login(agent(), 'repairer', user.phone));
    expectError(asRepairer, 401, 'INVALID_CREDENTIALS', INVALID);
    const asUser = await expectNothingWritten(t, () => login(agent(), 'user', repairer.phone));
    expectError(asUser, 401, 'INVALID_CREDENTIALS', INVALID);
  });

  describe.each(['user', 'repairer'] as const)('%s login validation', (role) => {
    it.each([
      ['no body', undefined, 'Phone number is required'],
      ['no phone', { password: PASSWORD }, 'Phone number is required'],
      ['a blank phone', { phone: '  ', password: PASSWORD }, 'Phone number is required'],
      [
        'a short phone',
        { phone: '12345', password: PASSWORD },
        'Please enter a valid 10-digit phone number',
      ],
      [
        'a phone starting with 5',
        { phone: '5123456789', password: PASSWORD },
        'Please enter a valid 10-digit phone number',
      ],
      [
        'an 11-digit phone',
        { phone: '98765432101', password: PASSWORD },
        'Please enter a valid 10-digit phone number',
      ],
      [
        'a phone of letters',
        { phone: 'abcdefghij', password: PASSWORD },
        'Please enter a valid 10-digit phone number',
      ],
      ['no password', { phone: '9876543210' }, 'Password is required'],
      ['an empty password', { phone: '9876543210', password: '' }, 'Password is required'],
      [
        'a 7-character password',
        { phone: '9876543210', password: 'Short12' },
        'Password must be at least 8 characters long',
      ],
      [
        'a bad phone and password (phone first)',
        { phone: '1', password: '' },
        'Please enter a valid 10-digit phone number',
      ],
    ])('refuses %s with its message', async (_label, body, message) => {
      const res = await expectNothingWritten(t, () => agent().post(`/api/${role}/login`, body));
      expectInvalid(res, message);
    });
  });

  it('locks a phone after 5 failures: the 6th try is 429 with Retry-After even with the right password', async () => {
    const { phone } = await signupUser(t);
    for (let i = 0; i < 5; i++) {
      // From a different address each time: the limit is per phone.
      const res = await login(agent(), 'user', phone, 'Wrong-password-1');
      expectError(res, 401, 'INVALID_CREDENTIALS', INVALID);
    }
    const res = await expectNothingWritten(t, () => login(agent(), 'user', phone));
    expectError(
      res,
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please try again later.',
    );
    expectRetryAfter(res, 900);
    // Other accounts are not affected.
    expect((await login(agent(), 'user', user.phone)).statusCode).toBe(200);
  });

  it('a successful login clears the failures of that phone', async () => {
    const { phone } = await signupUser(t);
    for (let i = 0; i < 4; i++) {
      expect((await login(agent(), 'user', phone, 'Wrong-password-1')).statusCode).toBe(401);
    }
    expect((await login(agent(), 'user', phone)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(agent(), 'user', phone, 'Wrong-password-1')).statusCode).toBe(401);
    }
    expect((await login(agent(), 'user', phone)).statusCode).toBe(200);
  });

  it('limits failures per IP address too, whatever the phones', async () => {
    const { phone } = await signupUser(strict);
    const a = agent(strict);
    for (let i = 0; i < 3; i++) {
      expect((await login(a, 'user', nextPhone(), 'Wrong-password-1')).statusCode).toBe(401);
    }
    const res = await expectNothingWritten(strict, () => login(a, 'user', phone));
    expectError(
      res,
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please try again later.',
    );
    expectRetryAfter(res, 900);
    expect((await login(agent(strict), 'user', phone)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates the session at login: the cookie held before no longer works', async () => {
    const a = agent();
    const first = (await login(a, 'user', user.phone)).json().token as string;
    const countBefore = await sessionCount(t, user.id);
    const second = (await login(a, 'user', user.phone)).json().token as string;
    expect(second).not.toBe(first);
    expect(a.cookies.get('gs_session')).toBe(second);
    expect(await sessionCount(t, user.id)).toBe(countBefore);

    const old = agent();
    old.cookies.set('gs_session', first);
    expect((await old.get('/api/check-auth')).json()).toEqual({ role: null });
    expect((await a.get('/api/check-auth')).json()).toMatchObject({ role: 'user' });
  });

  it('signing in as another role in the same browser ends the earlier session', async () => {
    const a = agent();
    const userToken = (await login(a, 'user', user.phone)).json().token as string;
    expect((await login(a, 'repairer', repairer.phone)).statusCode).toBe(200);
    expect((await a.get('/api/check-auth')).json()).toMatchObject({ role: 'repairer' });
    const me = await agent().get('/api/check-auth', { authorization: `Bearer ${userToken}` });
    expect(me.json()).toEqual({ role: null });
  });

  it.each(['user', 'repairer'] as const)(
    '%s logout answers the message, clears the cookie and kills the token',
    async (role) => {
      const a = agent();
      const phone = role === 'user' ? user.phone : repairer.phone;
      const id = role === 'user' ? user.id : repairer.id;
      const token = (await login(a, role, phone)).json().token as string;
      const before = await sessionCount(t, id);
      const res = await a.post(`/api/${role}/logout`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Logged out successfully!' });
      const cleared = res.cookies.find((c) => c.name === 'gs_session');
      expect(cleared?.value).toBe('');
      expect(a.cookies.has('gs_session')).toBe(false);
      expect(await sessionCount(t, id)).toBe(before - 1);

      const oldCookie = agent();
      oldCookie.cookies.set('gs_session', token);
      expect((await oldCookie.get('/api/check-auth')).json()).toEqual({ role: null });
      const bearer = await agent().get('/api/check-auth', { authorization: `Bearer ${token}` });
      expect(bearer.json()).toEqual({ role: null });
    },
  );

  it('logout without a session still answers 200', async () => {
    const res = await agent().post('/api/user/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully!' });
  });

  it('check-auth without a session answers 200 {role: null}', async () => {
    const res = await agent().get('/api/check-auth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: null });
  });

  it('accepts the token as a bearer token, exempt from the Origin rule', async () => {
    const token = (await login(agent(), 'user', user.phone)).json().token as string;
    const client = createAgent(t.app, { origin: null, ip: nextIp() });
    const me = await client.get('/api/check-auth', { authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'user', user: { id: user.id } });

    const foreign = createAgent(t.app, { origin: 'https://evil.example', ip: nextIp() });
    const out = await foreign.post('/api/user/logout', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(out.statusCode).toBe(200);
    const after = await client.get('/api/check-auth', { authorization: `Bearer ${token}` });
    expect(after.json()).toEqual({ role: null });
  });

  it.each([
    ['a garbage cookie', { cookie: 'gs_session=garbage' }],
    ['an over-long cookie', { cookie: `gs_session=${'a'.repeat(500)}` }],
    ['a forged 43-character token', { cookie: `gs_session=${'A'.repeat(43)}` }],
    ['a garbage bearer token', { authorization: 'Bearer not-a-token' }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
  ])('treats %s as signed out', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check-auth', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: null });
  });

  it('treats a session whose account no longer exists as signed out', async () => {
    const gone = await signupUser(t);
    await t.deps.database.db.delete(users).where(eq(users.phone, gone.phone));
    expect((await gone.agent.get('/api/check-auth')).json()).toEqual({ role: null });
  });

  it('treats an expired session as signed out', async () => {
    const a = agent();
    const token = (await login(a, 'user', user.phone)).json().token as string;
    await t.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect((await a.get('/api/check-auth')).json()).toEqual({ role: null });
    const bearer = await agent().get('/api/check-auth', { authorization: `Bearer ${token}` });
    expect(bearer.json()).toEqual({ role: null });
  });
});

describe('session cookie flags', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days and not Secure outside production', async () => {
    const res = await login(agent(), 'user', user.phone);
    const cookie = res.cookies.find((c) => c.name === 'gs_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    expect(cookie.secure).toBeFalsy();
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/);
  });

  it('is Secure in production, at sign-up, login and logout', async () => {
    expect(prod.deps.config.NODE_ENV).toBe('production');
    const signup = await signupUser(prod);
    const a = agent(prod);
    const res = await login(a, 'user', signup.phone);
    expect(res.statusCode).toBe(200);
    for (const r of [res, await a.post('/api/user/logout')]) {
      const cookie = r.cookies.find((c) => c.name === 'gs_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    }
    // The signup answer's cookies too (the session, and the cleared ticket).
    const b = agent(prod);
    const phone = nextPhone();
    await b.post('/api/user/getotp', { phone });
    const verify = await b.post('/api/user/verify-otp', { phone, otp: prod.lastCode(phone) });
    expect(verify.cookies.find((c) => c.name === 'gs_signup')).toMatchObject({ secure: true });
    const created = await b.post('/api/user/signup', {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
    });
    expect(created.statusCode).toBe(201);
    for (const c of created.cookies) expect(c, c.name).toMatchObject({ secure: true });
  });
});
