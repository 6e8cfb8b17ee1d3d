import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes, serviceRequestEvents, signupTickets, users } from '../../src/db/schema/index.ts';
import { SmsError } from '../../src/providers/sms/sms.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  expectError,
  expectInvalid,
  expectNothingWritten,
  expectRetryAfter,
  snapshot,
} from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { PASSWORD, nextIp, nextPhone, signupUser, verifyPhone } from '../support/factories.ts';

/** Default settings (30 s resend cool-down). */
let t: TestApp;
/** No resend cool-down, to reach the hourly send limits and resend a code at once. */
let fast: TestApp;
beforeAll(async () => {
  [t, fast] = await Promise.all([
    createTestApp(),
    createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), fast?.close()]);
});

const agent = (app: TestApp = t) => createAgent(app.app, { ip: nextIp() });
/** A 6-digit code that is surely not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const smsTo = (app: TestApp, phone: string) => app.outbox().filter((m) => m.to === phone);

async function sendCode(a: Agent, phone: string) {
  const res = await a.post('/api/user/getotp', { phone });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('user sign-up through OTP', () => {
  it('sends a code, verifies it, signs up and is signed in', async () => {
    const { agent, phone, body } = await signupUser(t, { fullname: 'Meera Iyer' });
    expect(body).toMatchObject({ success: true, message: 'Signup successful!', role: 'user' });
    expect(body.user).toMatchObject({ fullname: 'Meera Iyer', phone });
    const me = await agent.get('/api/check-auth');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'user', user: { fullname: 'Meera Iyer', phone } });
  });

  it('writes the SMS to the outbox as one JSON line with the 6-digit code', async () => {
    const agent = createAgent(t.app);
    const phone = nextPhone();
    const res = await agent.post('/api/user/getotp', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully!' });
    const sms = t.outbox().filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: phone, kind: 'otp' });
    expect(sms[0]!.body).toMatch(/\b\d{6}\b/);
    expect(new Date(sms[0]!.at).toISOString()).toBe(sms[0]!.at);
  });

  it('stores the code only as an HMAC, bound to the phone and purpose, valid 5 minutes', async () => {
    const phone = nextPhone();
    const before = Date.now();
    await sendCode(agent(), phone);
    const code = t.lastCode(phone);
    const rows = await t.deps.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.purpose).toBe('user_signup');
    expect(row.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.attempts).toBe(0);
    const ttl = row.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(301_000);
  });
});

describe('POST /api/user/getotp validation', () => {
  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty phone', { phone: '' }],
    ['a blank phone', { phone: '   ' }],
    ['a null phone', { phone: null }],
  ])('refuses %s with "Phone number is required"', async (_label, body) => {
    const res = await expectNothingWritten(t, () => agent().post('/api/user/getotp', body));
    expectInvalid(res, 'Phone number is required');
  });

  it.each(['12345', '5123456789', '98765432101', 'abcdefghij', '98765 4321', '+919876543210'])(
    'refuses %j with "Please enter a valid 10-digit phone number"',
    async (phone) => {
      const res = await expectNothingWritten(t, () => agent().post('/api/user/getotp', { phone }));
      expectInvalid(res, 'Please enter a valid 10-digit phone number');
    },
  );

  it('refuses an already registered phone with 409 and sends no SMS', async () => {
    const { phone } = await signupUser(t);
    const before = smsTo(t, phone).length;
    const res = await expectNothingWritten(t, () => agent().post('/api/user/getotp', { phone }));
    expectError(
      res,
      409,
      'PHONE_ALREADY_REGISTERED',
      'An account with this phone number already exists. Please log in.',
    );
    expect(smsTo(t, phone)).toHaveLength(before);
  });
});

describe('POST /api/user/verify-otp', () => {
  it('answers the success message and sets a short-lived, HttpOnly signup ticket cookie', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const res = await a.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP verified successfully!' });
    const ticket = res.cookies.find((c) => c.name === 'gs_signup');
    expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(ticket!.maxAge).toBe(900);
    expect(ticket!.value.length).toBeGreaterThanOrEqual(40);
    const rows = await t.deps.database.db
      .select()
      .from(signupTickets)
      .where(eq(signupTickets.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(ticket!.value);
    expect(rows[0]!.purpose).toBe('user_signup');
  });

  it.each([
    ['a 5-digit code', '12345'],
    ['a 7-digit code', '1234567'],
    ['letters', 'abcdef'],
    ['an empty code', ''],
    ['no code', undefined],
    ['a number instead of a string', 123456],
  ])('refuses %s with "Please enter a valid 6-digit OTP", spending no try', async (_l, otp) => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const res = await expectNothingWritten(t, () =>
      a.post('/api/user/verify-otp', otp === undefined ? { phone } : { phone, otp }),
    );
    expectInvalid(res, 'Please enter a valid 6-digit OTP');
    expect(a.cookies.has('gs_signup')).toBe(false);
  });

  it('checks the phone before the code', async () => {
    const res = await expectNothingWritten(t, () =>
      agent().post('/api/user/verify-otp', { otp: '12' }),
    );
    expectInvalid(res, 'Phone number is required');
    const res2 = await agent().post('/api/user/verify-otp', { phone: '12345', otp: '123456' });
    expectInvalid(res2, 'Please enter a valid 10-digit phone number');
  });

  it('refuses a wrong code with 400 INVALID_OTP; the right code still works after it', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const code = t.lastCode(phone);
    const before = await snapshot(t);
    const res = await a.post('/api/user/verify-otp', { phone, otp: wrongCode(code) });
    expectError(res, 400, 'INVALID_OTP', 'Invalid OTP. Please try again.');
    expect(a.cookies.has('gs_signup')).toBe(false);
    expect(await snapshot(t)).toEqual({ ...before, otpAttempts: before.otpAttempts + 1 });
    const ok = await a.post('/api/user/verify-otp', { phone, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(a.cookies.has('gs_signup')).toBe(true);
  });

  it('refuses a code for a phone that never asked for one with 400 OTP_EXPIRED', async () => {
    const res = await expectNothingWritten(t, () =>
      agent().post('/api/user/verify-otp', { phone: nextPhone(), otp: '123456' }),
    );
    expectError(
      res,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
  });

  it('refuses an expired code with 400 OTP_EXPIRED and issues no ticket', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    await t.deps.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const res = await expectNothingWritten(t, () =>
      a.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) }),
    );
    expectError(
      res,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
    expect(a.cookies.has('gs_signup')).toBe(false);
  });

  it('accepts the right code on the fifth try', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const code = t.lastCode(phone);
    for (let i = 1; i <= 4; i++) {
      const res = await a.post('/api/user/verify-otp', { phone, otp: wrongCode(code) });
      expect(res.statusCode).toBe(400);
    }
    const fifth = await a.post('/api/user/verify-otp', { phone, otp: code });
    expect(fifth.statusCode).toBe(200);
    expect(a.cookies.has('gs_signup')).toBe(true);
  });

  it('locks the code after five wrong tries: even the right code is then 429 OTP_TOO_MANY_ATTEMPTS', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const code = t.lastCode(phone);
    for (let i = 1; i <= 4; i++) {
      const res = await a.post('/api/user/verify-otp', { phone, otp: wrongCode(code) });
      expectError(res, 400, 'INVALID_OTP', 'Invalid OTP. Please try again.');
    }
    const fifth = await a.post('/api/user/verify-otp', { phone, otp: wrongCode(code) });
    expectError(
      fifth,
      429,
      'OTP_TOO_MANY_ATTEMPTS',
      'Too many incorrect attempts. Please request a new OTP.',
    );
    expectRetryAfter(fifth, 30);
    const right = await expectNothingWritten(t, () =>
      a.post('/api/user/verify-otp', { phone, otp: code }),
    );
    expectError(
      right,
      429,
      'OTP_TOO_MANY_ATTEMPTS',
      'Too many incorrect attempts. Please request a new OTP.',
    );
    expectRetryAfter(right, 30);
    expect(a.cookies.has('gs_signup')).toBe(false);
    const [row] = await t.deps.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.attempts).toBe(5);
  });

  it('cannot be tricked past five tries by parallel guesses', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const code = t.lastCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        a.post('/api/user/verify-otp', { phone, otp: wrongCode(code) }),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 400 || g.statusCode === 429)).toBe(true);
    const [row] = await t.deps.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.attempts).toBe(5);
    const right = await a.post('/api/user/verify-otp', { phone, otp: code });
    expect(right.statusCode).toBe(429);
  });

  it('accepts a code once only', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const code = t.lastCode(phone);
    expect((await a.post('/api/user/verify-otp', { phone, otp: code })).statusCode).toBe(200);
    const again = await expectNothingWritten(t, () =>
      agent().post('/api/user/verify-otp', { phone, otp: code }),
    );
    expectError(
      again,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
  });

  it('binds the code to its purpose: a user code does not verify a repairer sign-up', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const res = await expectNothingWritten(t, () =>
      a.post('/api/repairer/verify-otp', { phone, otp: t.lastCode(phone) }),
    );
    expectError(
      res,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
  });
});

describe('OTP sending limits', () => {
  it('refuses a resend within 30 s with 429 OTP_RESEND_TOO_SOON and Retry-After; the first code stays valid', async () => {
    const a = agent();
    const phone = nextPhone();
    await sendCode(a, phone);
    const res = await expectNothingWritten(t, () => a.post('/api/user/getotp', { phone }));
    expect(res.statusCode).toBe(429);
    const wait = expectRetryAfter(res, 30);
    expect(wait).toBeGreaterThanOrEqual(29);
    expect(res.json()).toEqual({
      success: false,
      code: 'OTP_RESEND_TOO_SOON',
      message: `Please wait ${wait} seconds before requesting another OTP.`,
    });
    expect(smsTo(t, phone)).toHaveLength(1);
    const ok = await a.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) });
    expect(ok.statusCode).toBe(200);
  });

  it('a resend replaces the earlier code: the old one is refused, the new one works', async () => {
    const a = agent(fast);
    const phone = nextPhone();
    await sendCode(a, phone);
    const first = fast.lastCode(phone);
    await sendCode(a, phone);
    const second = fast.lastCode(phone);
    if (first !== second) {
      const old = await a.post('/api/user/verify-otp', { phone, otp: first });
      expectError(old, 400, 'INVALID_OTP', 'Invalid OTP. Please try again.');
    }
    const live = await fast.deps.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone));
    expect(live.filter((r) => r.consumedAt === null)).toHaveLength(1);
    const ok = await a.post('/api/user/verify-otp', { phone, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('allows 5 sends per phone per hour; the 6th is 429 OTP_SEND_LIMIT with Retry-After', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) await sendCode(agent(fast), phone);
    const res = await expectNothingWritten(fast, () =>
      agent(fast).post('/api/user/getotp', { phone }),
    );
    expectError(res, 429, 'OTP_SEND_LIMIT', 'Too many OTP requests. Please try again later.');
    expectRetryAfter(res, 3600);
    expect(smsTo(fast, phone)).toHaveLength(5);
  });

  it('allows 20 sends per IP per hour; the 21st is 429 OTP_SEND_LIMIT; other IPs are not affected', async () => {
    const ip = nextIp();
    const shared = createAgent(fast.app, { ip });
    for (let i = 0; i < 20; i++) await sendCode(shared, nextPhone());
    const phone = nextPhone();
    const res = await expectNothingWritten(fast, () => shared.post('/api/user/getotp', { phone }));
    expectError(res, 429, 'OTP_SEND_LIMIT', 'Too many OTP requests. Please try again later.');
    expectRetryAfter(res, 3600);
    expect(smsTo(fast, phone)).toHaveLength(0);
    // Without TRUST_PROXY a forged X-Forwarded-For does not make a new client.
    const forged = await expectNothingWritten(fast, () =>
      shared.post('/api/user/getotp', { phone }, { 'x-forwarded-for': '203.0.113.7' }),
    );
    expectError(forged, 429, 'OTP_SEND_LIMIT', 'Too many OTP requests. Please try again later.');
    await sendCode(agent(fast), phone);
    expect(smsTo(fast, phone)).toHaveLength(1);
  });

  it('answers 502 FAILED_SEND_OTP when the gateway fails, and lets the user retry at once', async () => {
    const a = agent();
    const phone = nextPhone();
    const spy = vi.spyOn(t.deps.sms, 'send').mockRejectedValueOnce(new SmsError('gateway down'));
    try {
      const res = await a.post('/api/user/getotp', { phone });
      expectError(res, 502, 'FAILED_SEND_OTP', 'Failed to send OTP. Please try again.');
    } finally {
      spy.mockRestore();
    }
    expect(smsTo(t, phone)).toHaveLength(0);
    await sendCode(a, phone);
    const ok = await a.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/user/signup', () => {
  async function verified(app: TestApp = t) {
    const a = agent(app);
    const phone = nextPhone();
    await verifyPhone(app, a, 'user', phone);
    return { a, phone };
  }

  it('answers 201 with the user, the token and the session cookie, and never a hash', async () => {
    const { a, phone } = await verified();
    const res = await a.post('/api/user/signup', {
      fullname: '  Meera   Iyer ',
      password: PASSWORD,
      phone,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'role', 'success', 'token', 'user']);
    expect(body).toMatchObject({ success: true, message: 'Signup successful!', role: 'user' });
    expect(body.user).toEqual({
      _id: body.user.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullname: 'Meera   Iyer',
      phone,
      email: null,
      profilePicture: null,
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(res.body).not.toContain(PASSWORD);

    const session = res.cookies.find((c) => c.name === 'gs_session');
    expect(session).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(session!.secure).toBeFalsy();
    expect(session!.maxAge).toBe(30 * 24 * 3600);
    const ticket = res.cookies.find((c) => c.name === 'gs_signup');
    expect(ticket?.value).toBe('');
    expect(a.cookies.has('gs_signup')).toBe(false);

    const [row] = await t.deps.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.id).toBe(body.user.id);
    const events = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.userId, row!.id));
    expect(events.map((e) => e.kind)).toEqual(['account_created']);

    const me = await createAgent(t.app).get('/api/check-auth', {
      authorization: `Bearer ${body.token}`,
    });
    expect(me.json()).toEqual({ role: 'user', user: body.user });
  });

  it('refuses a sign-up without a verified phone with 403 PHONE_NOT_VERIFIED and writes nothing', async () => {
    const res = await expectNothingWritten(t, () =>
      agent().post('/api/user/signup', {
        fullname: 'Meera Iyer',
        password: PASSWORD,
        phone: nextPhone(),
      }),
    );
    expectError(
      res,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
  });

  it('refuses a ticket for another phone with 403; the ticket still serves its own phone', async () => {
    const { a, phone } = await verified();
    const other = nextPhone();
    const res = await expectNothingWritten(t, () =>
      a.post('/api/user/signup', { fullname: 'Meera Iyer', password: PASSWORD, phone: other }),
    );
    expectError(
      res,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
    const ok = await a.post('/api/user/signup', {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a ticket used a second time', async () => {
    const { a, phone } = await verified();
    const ticket = a.cookies.get('gs_signup')!;
    const first = await a.post('/api/user/signup', {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
    });
    expect(first.statusCode).toBe(201);
    const replay = agent();
    replay.cookies.set('gs_signup', ticket);
    const res = await expectNothingWritten(t, () =>
      replay.post('/api/user/signup', {
        fullname: 'Someone Else',
        password: PASSWORD,
        phone,
      }),
    );
    expectError(
      res,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
  });

  it('refuses a repairer sign-up ticket and an expired ticket', async () => {
    const a = agent();
    const phone = nextPhone();
    await verifyPhone(t, a, 'repairer', phone);
    const res = await expectNothingWritten(t, () =>
      a.post('/api/user/signup', { fullname: 'Meera Iyer', password: PASSWORD, phone }),
    );
    expectError(
      res,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );

    const { a: b, phone: phoneB } = await verified();
    await t.deps.database.db
      .update(signupTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupTickets.phone, phoneB));
    const expired = await expectNothingWritten(t, () =>
      b.post('/api/user/signup', { fullname: 'Meera Iyer', password: PASSWORD, phone: phoneB }),
    );
    expectError(
      expired,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
  });

  it.each([
    ['a missing full name', { fullname: undefined }, 'Full name must be at least 3 characters'],
    ['a 2-letter full name', { fullname: 'Al' }, 'Full name must be at least 3 characters'],
    [
      'a blank-padded short name',
      { fullname: '  Al  ' },
      'Full name must be at least 3 characters',
    ],
    [
      'a 101-letter full name',
      { fullname: 'A'.repeat(101) },
      'Full name must be at most 100 characters',
    ],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a 7-character password', { password: 'Short12' }, 'Password must be at least 8 characters'],
    [
      'a 129-character password',
      { password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    ['a missing phone', { phone: undefined }, 'Phone number is required'],
    ['a bad phone', { phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [
      'a bad name and password (name first)',
      { fullname: 'A', password: 'x' },
      'Full name must be at least 3 characters',
    ],
    [
      'a bad password and phone (password first)',
      { password: 'x', phone: undefined },
      'Password must be at least 8 characters',
    ],
  ])('refuses %s with its message, keeping the ticket', async (_label, overrides, message) => {
    const { a, phone } = await verified();
    const body: Record<string, unknown> = {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
      ...overrides,
    };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const res = await expectNothingWritten(t, () => a.post('/api/user/signup', body));
    expectInvalid(res, message);
  });

  it('after a refused sign-up the same ticket still signs up (nothing lost)', async () => {
    const { a, phone } = await verified();
    const bad = await a.post('/api/user/signup', { fullname: 'Al', password: PASSWORD, phone });
    expect(bad.statusCode).toBe(400);
    const ok = await a.post('/api/user/signup', {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 409 when the phone got registered in between, writing nothing', async () => {
    const phone = nextPhone();
    const first = agent(fast);
    const second = agent(fast);
    await verifyPhone(fast, first, 'user', phone);
    await verifyPhone(fast, second, 'user', phone);
    const ok = await first.post('/api/user/signup', {
      fullname: 'Meera Iyer',
      password: PASSWORD,
      phone,
    });
    expect(ok.statusCode).toBe(201);
    const res = await expectNothingWritten(fast, () =>
      second.post('/api/user/signup', { fullname: 'Other Person', password: PASSWORD, phone }),
    );
    expectError(
      res,
      409,
      'PHONE_ALREADY_REGISTERED',
      'An account with this phone number already exists. Please log in.',
    );
  });

  it('lets the same phone hold a user and a repairer account', async () => {
    const { phone } = await signupUser(t);
    const a = agent();
    const res = await a.post('/api/repairer/getotp', { phone });
    expect(res.statusCode).toBe(200);
  });
});
