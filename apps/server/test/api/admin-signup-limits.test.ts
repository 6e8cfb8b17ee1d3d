import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema/index.ts';
import { TEST_ADMIN_SECRET, createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectNothingWritten, expectRetryAfter } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { PASSWORD, nextIp, nextPhone } from '../support/factories.ts';

/**
 * Guessing the admin sign-up secret: wrong keys are limited per client
 * address and over all addresses together, and over a limit even the right
 * key is refused with 429 and Retry-After.
 */
const WINDOW_SECONDS = 600;
const WRONG_SECRET = 'guess-7f3a9c-not-the-key';

const signup = (t: TestApp, ip: string, secretkey: string, phone = nextPhone()) =>
  createAgent(t.app, { ip }).post('/api/admin/signup', {
    fullname: 'Kavya Admin',
    phone,
    secretkey,
    password: PASSWORD,
  });

function expectRateLimited(res: Awaited<ReturnType<typeof signup>>) {
  expectError(res, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
  expectRetryAfter(res, WINDOW_SECONDS);
}

async function adminWithPhone(t: TestApp, phone: string) {
  const rows = await t.deps.database.db.select().from(admins).where(eq(admins.phone, phone));
  return rows[0];
}

describe('wrong secret keys from one address', () => {
  const PER_IP = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_SIGNUP_MAX_FAILURES_PER_IP: String(PER_IP),
      ADMIN_SIGNUP_MAX_FAILURES: '1000',
      ADMIN_SIGNUP_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`are refused with 429 after ${PER_IP}, even with the right key; nothing is written`, async () => {
    const ip = nextIp();
    for (let i = 0; i < PER_IP; i++) {
      expectError(
        await signup(t, ip, WRONG_SECRET),
        403,
        'INVALID_SECRET_KEY',
        'Invalid secret key.',
      );
    }
    expectRateLimited(await expectNothingWritten(t, () => signup(t, ip, WRONG_SECRET)));
    const phone = nextPhone();
    expectRateLimited(await expectNothingWritten(t, () => signup(t, ip, TEST_ADMIN_SECRET, phone)));
    expect(await adminWithPhone(t, phone)).toBeUndefined();

    // Another address is not held back by this one's failures.
    const elsewhere = await signup(t, nextIp(), TEST_ADMIN_SECRET);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('count only until the right key comes from that address', async () => {
    const ip = nextIp();
    for (let i = 0; i < PER_IP - 1; i++) {
      expect((await signup(t, ip, WRONG_SECRET)).statusCode).toBe(403);
    }
    expect((await signup(t, ip, TEST_ADMIN_SECRET)).statusCode).toBe(201);
    for (let i = 0; i < PER_IP; i++) {
      expect((await signup(t, ip, WRONG_SECRET)).statusCode).toBe(403);
    }
    expectRateLimited(await signup(t, ip, WRONG_SECRET));
  });

  it('are not all compared when sent at once', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signup(t, ip, WRONG_SECRET)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(PER_IP);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - PER_IP);
  });

  it('are logged as warnings with the address, never with the key tried', async () => {
    const ip = nextIp();
    const before = t.logs.length;
    expect((await signup(t, ip, WRONG_SECRET)).statusCode).toBe(403);
    const lines = t.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ ip, msg: 'admin sign-up with a wrong secret key' }),
    ]);
    for (const line of t.logs) {
      expect(line).not.toContain(WRONG_SECRET);
      expect(line).not.toContain(TEST_ADMIN_SECRET);
    }
  });
});

describe('wrong secret keys from many addresses', () => {
  const OVERALL = 4;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_SIGNUP_MAX_FAILURES_PER_IP: '5',
      ADMIN_SIGNUP_MAX_FAILURES: String(OVERALL),
      ADMIN_SIGNUP_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`block every address after ${OVERALL} in all, even with the right key`, async () => {
    for (let i = 0; i < OVERALL; i++) {
      expect((await signup(t, nextIp(), WRONG_SECRET)).statusCode).toBe(403);
    }
    const phone = nextPhone();
    expectRateLimited(
      await expectNothingWritten(t, () => signup(t, nextIp(), TEST_ADMIN_SECRET, phone)),
    );
    expectRateLimited(await signup(t, nextIp(), WRONG_SECRET));
    expect(await adminWithPhone(t, phone)).toBeUndefined();
  });
});
