import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, serviceRequestEvents, sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  expectError,
  expectInvalid,
  expectNothingWritten,
  expectRetryAfter,
  snapshot,
} from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { PASSWORD, nextIp, nextPhone, signupRepairer, signupUser } from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const agent = () => createAgent(t.app, { ip: nextIp() });
const SENT = 'If an account exists for this number, an OTP has been sent.';
const UPDATED = 'Password updated. Please log in with your new password.';
const NEW_PASSWORD = 'Brand-new-pass-9';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const smsTo = (phone: string) => t.outbox().filter((m) => m.to === phone);

type Role = 'user' | 'repairer';
async function account(role: Role) {
  if (role === 'user') {
    const { agent: a, phone, body } = await signupUser(t);
    return { a, phone, id: (body.user as { id: string }).id };
  }
  const { agent: a, phone, body } = await signupRepairer(t);
  return { a, phone, id: (body.repairer as { id: string }).id };
}

async function requestCode(role: Role, phone: string) {
  const res = await agent().post(`/api/${role}/forgot-password/getotp`, { phone });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, message: SENT });
  return res;
}

const login = (role: Role, phone: string, password: string) =>
  agent().post(`/api/${role}/login`, { phone, password });

describe.each(['user', 'repairer'] as const)('%s forgot password', (role) => {
  it('resets the password with the SMS code and signs the account out everywhere', async () => {
    const { a, phone, id } = await account(role);
    const other = agent();
    expect((await other.post(`/api/${role}/login`, { phone, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await a.get('/api/check-auth')).json()).toMatchObject({ role });

    await requestCode(role, phone);
    const sms = smsTo(phone).at(-1)!;
    expect(sms).toMatchObject({ to: phone, kind: 'otp' });
    expect(sms.body).toMatch(/password reset code/);
    const res = await agent().post(`/api/${role}/forgot-password/reset`, {
      phone,
      otp: t.lastCode(phone),
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: UPDATED });

    expect((await a.get('/api/check-auth')).json()).toEqual({ role: null });
    expect((await other.get('/api/check-auth')).json()).toEqual({ role: null });
    const [left] = await t.deps.database.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.role, role), eq(sessions.subjectId, id)));
    expect(left!.n).toBe(0);

    expectError(
      await login(role, phone, PASSWORD),
      401,
      'INVALID_CREDENTIALS',
      'Invalid phone number or password.',
    );
    expect((await login(role, phone, NEW_PASSWORD)).statusCode).toBe(200);

    const events = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(
        and(eq(serviceRequestEvents.kind, 'password_reset'), eq(serviceRequestEvents.actorId, id)),
      );
    expect(events).toHaveLength(1);
  });

  it('answers an unknown phone the same way, sending no SMS and storing no code', async () => {
    const phone = nextPhone();
    const res = await expectNothingWritten(t, () => requestCode(role, phone));
    expect(res.json()).toEqual({ success: true, message: SENT });
    expect(smsTo(phone)).toHaveLength(0);
    const reset = await expectNothingWritten(t, () =>
      agent().post(`/api/${role}/forgot-password/reset`, {
        phone,
        otp: '123456',
        password: NEW_PASSWORD,
      }),
    );
    expectError(
      reset,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
  });

  it('applies the resend cool-down to known and unknown phones alike', async () => {
    const { phone } = await account(role);
    const unknown = nextPhone();
    await requestCode(role, phone);
    await requestCode(role, unknown);
    for (const p of [phone, unknown]) {
      const again = await agent().post(`/api/${role}/forgot-password/getotp`, { phone: p });
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('OTP_RESEND_TOO_SOON');
      expectRetryAfter(again, 30);
    }
  });

  it('refuses a wrong code with 400 INVALID_OTP and keeps the old password', async () => {
    const { phone } = await account(role);
    await requestCode(role, phone);
    const code = t.lastCode(phone);
    const before = await snapshot(t);
    const res = await agent().post(`/api/${role}/forgot-password/reset`, {
      phone,
      otp: wrongCode(code),
      password: NEW_PASSWORD,
    });
    expectError(res, 400, 'INVALID_OTP', 'Invalid OTP. Please try again.');
    expect(await snapshot(t)).toEqual({ ...before, otpAttempts: before.otpAttempts + 1 });
    expect((await login(role, phone, PASSWORD)).statusCode).toBe(200);
    expectError(
      await login(role, phone, NEW_PASSWORD),
      401,
      'INVALID_CREDENTIALS',
      'Invalid phone number or password.',
    );
  });

  it('accepts a reset code once only, and not as a sign-up code', async () => {
    const { phone } = await account(role);
    await requestCode(role, phone);
    const code = t.lastCode(phone);
    const asSignup = await expectNothingWritten(t, () =>
      agent().post(`/api/${role}/verify-otp`, { phone, otp: code }),
    );
    expect(asSignup.json().code).toBe('OTP_EXPIRED');
    const body = { phone, otp: code, password: NEW_PASSWORD };
    expect((await agent().post(`/api/${role}/forgot-password/reset`, body)).statusCode).toBe(200);
    const again = await expectNothingWritten(t, () =>
      agent().post(`/api/${role}/forgot-password/reset`, { ...body, password: 'Third-pass-77' }),
    );
    expectError(
      again,
      400,
      'OTP_EXPIRED',
      'This OTP has expired or was already used. Please request a new one.',
    );
    expect((await login(role, phone, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lifts a login lock-out once the password is reset', async () => {
    const { phone } = await account(role);
    for (let i = 0; i < 5; i++) {
      expect((await login(role, phone, 'Wrong-password-1')).statusCode).toBe(401);
    }
    expect((await login(role, phone, PASSWORD)).statusCode).toBe(429);
    await requestCode(role, phone);
    const res = await agent().post(`/api/${role}/forgot-password/reset`, {
      phone,
      otp: t.lastCode(phone),
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await login(role, phone, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined, 'Phone number is required'],
    ['a blank phone', { phone: ' ' }, 'Phone number is required'],
    ['a bad phone', { phone: '5123456789' }, 'Please enter a valid 10-digit phone number'],
  ])('getotp refuses %s with its message', async (_label, body, message) => {
    const res = await expectNothingWritten(t, () =>
      agent().post(`/api/${role}/forgot-password/getotp`, body),
    );
    expectInvalid(res, message);
  });

  it.each([
    ['no phone', { otp: '123456', password: NEW_PASSWORD }, 'Phone number is required'],
    [
      'a bad phone',
      { phone: '12345', otp: '123456', password: NEW_PASSWORD },
      'Please enter a valid 10-digit phone number',
    ],
    [
      'no code',
      { phone: '9876543210', password: NEW_PASSWORD },
      'Please enter a valid 6-digit OTP',
    ],
    [
      'a 5-digit code',
      { phone: '9876543210', otp: '12345', password: NEW_PASSWORD },
      'Please enter a valid 6-digit OTP',
    ],
    ['no password', { phone: '9876543210', otp: '123456' }, 'Password is required'],
    [
      'a 7-character password',
      { phone: '9876543210', otp: '123456', password: 'Short12' },
      'Password must be at least 8 characters',
    ],
  ])('reset refuses %s with its message, spending no try', async (_label, body, message) => {
    const res = await expectNothingWritten(t, () =>
      agent().post(`/api/${role}/forgot-password/reset`, body),
    );
    expectInvalid(res, message);
  });
});

it('sends no reset code to a phone registered only under the other role', async () => {
  const { phone } = await signupUser(t);
  const res = await expectNothingWritten(t, () => requestCode('repairer', phone));
  expect(res.json().message).toBe(SENT);
  const codes = await t.deps.database.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, 'repairer_reset')));
  expect(codes).toHaveLength(0);
});
