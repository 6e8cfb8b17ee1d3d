import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema/index.ts';
import { TEST_ADMIN_SECRET, createTestApp, type TestApp } from '../support/app.ts';
import {
  expectError,
  expectInvalid,
  expectNothingWritten,
  expectRetryAfter,
} from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { PASSWORD, nextIp, nextPhone, signupAdmin } from '../support/factories.ts';

let t: TestApp;
let admin: { phone: string; fullname: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signupAdmin(t, { fullname: 'Kavya Admin' });
});
afterAll(async () => {
  await t?.close();
});

const agent = () => createAgent(t.app, { ip: nextIp() });
const signupBody = (overrides: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = {
    fullname: 'Kavya Admin',
    phone: nextPhone(),
    secretkey: TEST_ADMIN_SECRET,
    password: PASSWORD,
    ...overrides,
  };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body;
};
const INVALID = 'Invalid phone number or password.';

describe('POST /api/admin/signup', () => {
  it('answers 201 with the admin, the token and the session cookie', async () => {
    const a = agent();
    const body = signupBody({ fullname: 'Arjun Rao' });
    const res = await a.post('/api/admin/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['admin', 'message', 'role', 'success', 'token']);
    expect(json).toMatchObject({ success: true, message: 'Signup successful!', role: 'admin' });
    expect(json.admin).toEqual({
      _id: json.admin.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullname: 'Arjun Rao',
      phone: body.phone,
    });
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    expect(res.body).not.toContain(TEST_ADMIN_SECRET);
    expect(a.cookies.get('gs_session')).toBe(json.token);
    const me = await a.get('/api/check-auth');
    expect(me.json()).toEqual({ role: 'admin', admin: json.admin });
    const [row] = await t.deps.database.db
      .select()
      .from(admins)
      .where(eq(admins.phone, body.phone as string));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong secret key with 403 INVALID_SECRET_KEY, writing nothing', async () => {
    for (const secretkey of ['wrong-secret', `${TEST_ADMIN_SECRET}x`, TEST_ADMIN_SECRET.slice(1)]) {
      const res = await expectNothingWritten(t, () =>
        agent().post('/api/admin/signup', signupBody({ secretkey })),
      );
      expectError(res, 403, 'INVALID_SECRET_KEY', 'Invalid secret key.');
    }
  });

  it.each([
    ['a missing secret key', { secretkey: undefined }, 'Please enter a valid Secret Key'],
    ['an empty secret key', { secretkey: '' }, 'Please enter a valid Secret Key'],
    ['a blank secret key', { secretkey: '   ' }, 'Please enter a valid Secret Key'],
    ['a missing full name', { fullname: undefined }, 'Full name must be at least 3 characters'],
    ['a 2-letter full name', { fullname: 'Al' }, 'Full name must be at least 3 characters'],
    ['a missing phone', { phone: undefined }, 'Phone number is required'],
    ['a bad phone', { phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a 7-character password', { password: 'Short12' }, 'Password must be at least 8 characters'],
    [
      'a bad name and a wrong secret (name first)',
      { fullname: 'A', secretkey: 'x' },
      'Full name must be at least 3 characters',
    ],
    [
      'a wrong secret and a short password (password checked first)',
      { secretkey: 'x', password: 'x' },
      'Password must be at least 8 characters',
    ],
  ])('refuses %s with its message, writing nothing', async (_label, overrides, message) => {
    const res = await expectNothingWritten(t, () =>
      agent().post('/api/admin/signup', signupBody(overrides)),
    );
    expectInvalid(res, message);
  });

  it('refuses a phone already registered as an admin with 409', async () => {
    const res = await expectNothingWritten(t, () =>
      agent().post('/api/admin/signup', signupBody({ phone: admin.phone })),
    );
    expectError(
      res,
      409,
      'PHONE_ALREADY_REGISTERED',
      'An account with this phone number already exists. Please log in.',
    );
  });

  it('never writes the secret key to the logs', () => {
    for (const line of t.logs) expect(line).not.toContain(TEST_ADMIN_SECRET);
  });
});

describe('POST /api/admin/login', () => {
  const login = (body: Record<string, unknown>) => agent().post('/api/admin/login', body);

  it('signs the admin in with name, phone and password', async () => {
    const a = agent();
    const res = await a.post('/api/admin/login', {
      fullname: admin.fullname,
      phone: admin.phone,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['admin', 'message', 'role', 'success', 'token']);
    expect(json).toMatchObject({
      success: true,
      message: 'Login successful!',
      role: 'admin',
      admin: { fullname: 'Kavya Admin', phone: admin.phone },
    });
    const me = await a.get('/api/check-auth');
    expect(me.json()).toEqual({ role: 'admin', admin: json.admin });
  });

  it.each(['kavya admin', 'KAVYA ADMIN', '  Kavya    Admin  '])(
    'compares the full name without case or extra spaces (%j)',
    async (fullname) => {
      const res = await login({ fullname, phone: admin.phone, password: PASSWORD });
      expect(res.statusCode).toBe(200);
    },
  );

  it('refuses a wrong name, a wrong password and an unknown phone alike with 401', async () => {
    const cases = [
      { fullname: 'Kavya Admn', phone: admin.phone, password: PASSWORD },
      { fullname: 'Kavya', phone: admin.phone, password: PASSWORD },
      { fullname: admin.fullname, phone: admin.phone, password: 'Wrong-password-1' },
      { fullname: admin.fullname, phone: nextPhone(), password: PASSWORD },
    ];
    for (const body of cases) {
      const res = await expectNothingWritten(t, () => login(body));
      expectError(res, 401, 'INVALID_CREDENTIALS', INVALID);
    }
    // The failures above are fewer than the lock-out limit: the right details still work.
    const ok = await login({ fullname: admin.fullname, phone: admin.phone, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('counts wrong names as failures: the 6th try is 429 even with the right details', async () => {
    const other = await signupAdmin(t, { fullname: 'Neha Admin' });
    for (let i = 0; i < 5; i++) {
      const res = await login({ fullname: 'Not Neha', phone: other.phone, password: PASSWORD });
      expectError(res, 401, 'INVALID_CREDENTIALS', INVALID);
    }
    const res = await expectNothingWritten(t, () =>
      login({ fullname: 'Neha Admin', phone: other.phone, password: PASSWORD }),
    );
    expectError(
      res,
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please try again later.',
    );
    expectRetryAfter(res, 900);
  });

  it('does not sign admin credentials in as a user or a repairer', async () => {
    for (const role of ['user', 'repairer']) {
      const res = await expectNothingWritten(t, () =>
        agent().post(`/api/${role}/login`, { phone: admin.phone, password: PASSWORD }),
      );
      expectError(res, 401, 'INVALID_CREDENTIALS', INVALID);
    }
  });

  it.each([
    ['no body', undefined, 'Full name is required'],
    ['a missing full name', { phone: '9876543210', password: PASSWORD }, 'Full name is required'],
    [
      'an empty full name',
      { fullname: '', phone: '9876543210', password: PASSWORD },
      'Full name is required',
    ],
    [
      'a blank full name',
      { fullname: '  ', phone: '9876543210', password: PASSWORD },
      'Full name is required',
    ],
    [
      'a missing phone',
      { fullname: 'Kavya Admin', password: PASSWORD },
      'Phone number is required',
    ],
    [
      'a bad phone',
      { fullname: 'Kavya Admin', phone: '5123456789', password: PASSWORD },
      'Please enter a valid 10-digit phone number',
    ],
    [
      'a missing password',
      { fullname: 'Kavya Admin', phone: '9876543210' },
      'Password is required',
    ],
    [
      'a 7-character password',
      { fullname: 'Kavya Admin', phone: '9876543210', password: 'Short12' },
      'Password must be at least 8 characters long',
    ],
  ])('refuses %s with its message', async (_label, body, message) => {
    const res = await expectNothingWritten(t, () => agent().post('/api/admin/login', body));
    expectInvalid(res, message);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the admin session', async () => {
    const a = agent();
    const token = (
      await a.post('/api/admin/login', {
        fullname: admin.fullname,
        phone: admin.phone,
        password: PASSWORD,
      })
    ).json().token as string;
    const res = await a.post('/api/admin/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully!' });
    expect(a.cookies.has('gs_session')).toBe(false);
    expect((await a.get('/api/check-auth')).json()).toEqual({ role: null });
    const bearer = await agent().get('/api/check-auth', { authorization: `Bearer ${token}` });
    expect(bearer.json()).toEqual({ role: null });
  });
});
