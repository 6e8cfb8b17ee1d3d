import { verhoeffCheckDigit } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aadhaarVault,
  repairerServices,
  repairers,
  serviceRequestEvents,
  sessions,
} from '../../src/db/schema/index.ts';
import { randomToken, sha256Hex } from '../../src/lib/crypto.ts';
import { createAadhaarVault } from '../../src/modules/accounts/aadhaar.vault.ts';
import { insertSignupTicket } from '../../src/modules/accounts/otp.repo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import {
  PASSWORD,
  nextAadhaar,
  nextIp,
  nextPhone,
  repairerPayload,
  signupRepairer,
  verifyPhone,
} from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const agent = () => createAgent(t.app, { ip: nextIp() });
async function verified(role: 'user' | 'repairer' = 'repairer') {
  const a = agent();
  const phone = nextPhone();
  await verifyPhone(t, a, role, phone);
  return { a, phone };
}

/** Valid by the Verhoeff check digit (the example of the brief). */
const VALID_AADHAAR = '234123412346';

describe('POST /api/repairer/signup', () => {
  const bodies: string[] = [];

  it('answers 201 with the repairer: masked Aadhaar, one service, default preferences', async () => {
    const { a, phone } = await verified();
    const res = await a.post(
      '/api/repairer/signup',
      repairerPayload(phone, {
        fullname: 'Ravi Verma',
        upiId: ' ravi.verma@okaxis ',
        aadharcardNumber: VALID_AADHAAR,
        services: 'plumbing',
        pincode: '110017',
      }),
    );
    bodies.push(res.body);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'repairer', 'role', 'success', 'token']);
    expect(body).toMatchObject({ success: true, message: 'Signup successful!', role: 'repairer' });
    expect(body.repairer).toEqual({
      _id: body.repairer.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullname: 'Ravi Verma',
      phone,
      upiId: 'ravi.verma@okaxis',
      pincode: '110017',
      aadharcardNumber: 'XXXX XXXX 2346',
      services: [{ name: 'plumbing', visitingCharge: 0 }],
      experience: 0,
      bio: '',
      rating: { average: 0, count: 0 },
      preferences: { emailNotifications: true, smsNotifications: false, serviceRadius: 25 },
      isOnline: false,
      profilePicture: null,
    });
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    expect(a.cookies.get('gs_session')).toBe(body.token);
    expect(a.cookies.has('gs_signup')).toBe(false);

    const me = await a.get('/api/check-auth');
    bodies.push(me.body);
    expect(me.json()).toEqual({ role: 'repairer', repairer: body.repairer });
    const login = await agent().post('/api/repairer/login', { phone, password: PASSWORD });
    bodies.push(login.body);
    expect(login.json().repairer).toEqual(body.repairer);

    const events = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.repairerId, body.repairer.id));
    expect(events.map((e) => e.kind)).toEqual(['account_created']);
  });

  it('never shows or stores the full Aadhaar number outside the encrypted vault', async () => {
    const { db } = t.deps.database;
    for (const body of bodies) expect(body).not.toContain(VALID_AADHAAR);
    const [row] = await db.select().from(repairers).where(eq(repairers.aadhaarLast4, '2346'));
    expect(row).toBeDefined();
    expect(row!.aadhaarLast4).toBe('2346');
    for (const table of [repairers, repairerServices, serviceRequestEvents, sessions]) {
      expect(JSON.stringify(await db.select().from(table))).not.toContain(VALID_AADHAAR);
    }
    for (const line of t.logs) expect(line).not.toContain(VALID_AADHAAR);

    const [vaulted] = await db
      .select()
      .from(aadhaarVault)
      .where(eq(aadhaarVault.id, row!.aadhaarVaultId));
    expect(vaulted).toBeDefined();
    const stored = JSON.stringify(vaulted);
    expect(stored).not.toContain(VALID_AADHAAR);
    expect(Buffer.from(vaulted!.ciphertext, 'base64').toString('latin1')).not.toContain(
      VALID_AADHAAR,
    );
    expect(vaulted!.lookupHmac).not.toBe(sha256Hex(VALID_AADHAAR));
    expect(await createAadhaarVault(t.deps.secrets.aadhaarKey).reveal(db, vaulted!.id)).toBe(
      VALID_AADHAAR,
    );
    await expect(
      createAadhaarVault(crypto.randomBytes(32)).reveal(db, vaulted!.id),
    ).rejects.toThrow();
  });

  it('accepts the service as a one-element list, in any case', async () => {
    const { a, phone } = await verified();
    const res = await a.post(
      '/api/repairer/signup',
      repairerPayload(phone, { services: [' Electrical '] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().repairer.services).toEqual([{ name: 'electrical', visitingCharge: 0 }]);
  });

  it('refuses a sign-up without a verified phone, or with a user ticket: 403, nothing written', async () => {
    const none = await expectNothingWritten(t, () =>
      agent().post('/api/repairer/signup', repairerPayload(nextPhone())),
    );
    expectError(
      none,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
    const { a, phone } = await verified('user');
    const wrongPurpose = await expectNothingWritten(t, () =>
      a.post('/api/repairer/signup', repairerPayload(phone)),
    );
    expectError(
      wrongPurpose,
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the OTP first.',
    );
  });

  it('refuses a registered Aadhaar number with 409, writing nothing; the ticket stays usable', async () => {
    const aadhaar = nextAadhaar();
    await signupRepairer(t, { aadharcardNumber: aadhaar });
    const { a, phone } = await verified();
    const res = await expectNothingWritten(t, () =>
      a.post('/api/repairer/signup', repairerPayload(phone, { aadharcardNumber: aadhaar })),
    );
    expectError(
      res,
      409,
      'AADHAAR_ALREADY_REGISTERED',
      'An account with this Aadhar Card Number already exists.',
    );
    expect(res.body).not.toContain(aadhaar);
    for (const line of t.logs) expect(line).not.toContain(aadhaar);
    const ok = await a.post('/api/repairer/signup', repairerPayload(phone));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a registered phone: at getotp, and at sign-up when it got registered in between', async () => {
    const { phone } = await signupRepairer(t);
    const otp = await expectNothingWritten(t, () =>
      agent().post('/api/repairer/getotp', { phone }),
    );
    expectError(
      otp,
      409,
      'PHONE_ALREADY_REGISTERED',
      'An account with this phone number already exists. Please log in.',
    );

    // A second browser had verified the same phone before the first one signed up.
    const late = agent();
    const ticket = randomToken(32);
    await insertSignupTicket(t.deps.database.db, {
      tokenHash: sha256Hex(ticket),
      phone,
      purpose: 'repairer_signup',
      expiresAt: new Date(Date.now() + 600_000),
    });
    late.cookies.set('gs_signup', ticket);
    const res = await expectNothingWritten(t, () =>
      late.post('/api/repairer/signup', repairerPayload(phone)),
    );
    expectError(
      res,
      409,
      'PHONE_ALREADY_REGISTERED',
      'An account with this phone number already exists. Please log in.',
    );
  });
});

describe('repairer sign-up validation', () => {
  let a: Agent;
  let phone: string;
  beforeAll(async () => {
    ({ a, phone } = await verified());
  });

  const invalidFirstDigit = (() => {
    const base = `1${'2341234123'}`;
    return base + verhoeffCheckDigit(base);
  })();

  const NAME = 'Full name is required';
  const PHONE_REQ = 'Phone number is required';
  const PHONE = 'Please enter a valid 10-digit phone number';
  const UPI = 'Please enter a correct UPI ID (e.g., yourname@bank)';
  const PASSWORD_MIN = 'Password must be at least 8 characters';
  const SERVICE = 'Please select your service';
  const AADHAAR_LEN = 'Aadhar Card Number must be 12 digits';
  const AADHAAR = 'Please enter a valid Aadhar Card Number';
  const PINCODE = 'Pincode must be exactly 6 digits';

  it.each([
    ['a missing full name', { fullname: undefined }, NAME],
    ['an empty full name', { fullname: '' }, NAME],
    ['a blank full name', { fullname: '   ' }, NAME],
    ['a missing phone', { phone: undefined }, PHONE_REQ],
    ['a 5-digit phone', { phone: '12345' }, PHONE],
    ['a phone starting with 5', { phone: '5123456789' }, PHONE],
    ['an 11-digit phone', { phone: '98765432101' }, PHONE],
    ['UPI "a@b"', { upiId: 'a@b' }, UPI],
    ['UPI "name@12"', { upiId: 'name@12' }, UPI],
    ['UPI "noatsign"', { upiId: 'noatsign' }, UPI],
    ['a missing UPI ID', { upiId: undefined }, UPI],
    ['a 7-character password', { password: 'Short12' }, PASSWORD_MIN],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a missing service', { services: undefined }, SERVICE],
    ['an empty service', { services: '' }, SERVICE],
    ['an unknown service "gardening"', { services: 'gardening' }, SERVICE],
    ['an empty service list', { services: [] }, SERVICE],
    ['two services', { services: ['plumbing', 'electrical'] }, SERVICE],
    ['a service as a number', { services: 7 }, SERVICE],
    ['an 11-digit Aadhaar', { aadharcardNumber: '23412341234' }, AADHAAR_LEN],
    ['a 13-digit Aadhaar', { aadharcardNumber: '2341234123461' }, AADHAAR_LEN],
    ['an Aadhaar with letters', { aadharcardNumber: '23412341234a' }, AADHAAR_LEN],
    ['a missing Aadhaar', { aadharcardNumber: undefined }, AADHAAR_LEN],
    ['a bad Verhoeff check digit', { aadharcardNumber: '234123412347' }, AADHAAR],
    ['an Aadhaar starting with 1', { aadharcardNumber: invalidFirstDigit }, AADHAAR],
    ['a 5-digit pincode', { pincode: '11001' }, PINCODE],
    ['a 7-digit pincode', { pincode: '1100171' }, PINCODE],
    ['a pincode of letters', { pincode: 'abcdef' }, PINCODE],
    ['a missing pincode', { pincode: undefined }, PINCODE],
  ])('refuses %s with its message, writing nothing', async (_label, overrides, message) => {
    const body: Record<string, unknown> = repairerPayload(phone, overrides);
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const res = await expectNothingWritten(t, () => a.post('/api/repairer/signup', body));
    expectInvalid(res, message);
    if (typeof body.aadharcardNumber === 'string') {
      expect(res.body).not.toContain(body.aadharcardNumber);
    }
  });

  it('reports the first bad field in form order', async () => {
    const body: Record<string, unknown> = {
      fullname: '',
      phone: '123',
      upiId: 'noatsign',
      password: 'short',
      services: 'gardening',
      aadharcardNumber: '123',
      pincode: '1',
    };
    const fixes: [string, unknown, string][] = [
      ['fullname', 'Ravi Verma', NAME],
      ['phone', phone, PHONE],
      ['upiId', 'ravi@okaxis', UPI],
      ['password', PASSWORD, PASSWORD_MIN],
      ['services', 'plumbing', SERVICE],
      ['aadharcardNumber', nextAadhaar(), AADHAAR_LEN],
      ['pincode', '110017', PINCODE],
    ];
    for (const [field, good, message] of fixes) {
      const res = await expectNothingWritten(t, () => a.post('/api/repairer/signup', body));
      expectInvalid(res, message);
      body[field] = good;
    }
    // Every field fixed: the ticket was never spent, so the sign-up now succeeds.
    const ok = await a.post('/api/repairer/signup', body);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('never writes a refused Aadhaar number to the logs', () => {
    for (const line of t.logs) {
      expect(line).not.toContain('234123412347');
      expect(line).not.toContain(invalidFirstDigit);
    }
  });
});
