import { VALIDATION_MESSAGES as V } from '@gharseva/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairerServices, repairers, serviceRequestEvents } from '../../src/db/schema/index.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { nextAadhaar, signupAdmin, signupRepairer, signupUser } from '../support/factories.ts';

const M = {
  bio: 'Bio must be at most 500 characters.',
  experience: 'Experience cannot be negative.',
  services: 'Please select your service',
  serviceUnknown: 'Please choose services from the list.',
  upi: 'Please enter a correct UPI ID (e.g., yourname@bank)',
  pincode: 'Pincode must be exactly 6 digits',
  unknownPincode: 'We could not find this pincode. Please check it.',
  radius: 'Service radius must be between 5 and 200 km.',
  fullname: 'Full name is required',
};

let t: TestApp;
let customer: Agent;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signupUser(t)).agent;
  admin = (await signupAdmin(t)).agent;
});
afterAll(async () => {
  await t.close();
});

interface Me {
  agent: Agent;
  id: string;
  phone: string;
  aadhaar: string;
}

async function repairer(overrides: Record<string, unknown> = {}): Promise<Me> {
  const aadhaar = nextAadhaar();
  const { agent, phone, body } = await signupRepairer(t, {
    fullname: 'Ravi Verma',
    pincode: '110017',
    services: 'plumbing',
    aadharcardNumber: aadhaar,
    ...overrides,
  });
  return { agent, phone, aadhaar, id: (body.repairer as { _id: string })._id };
}

/** Everything the profile calls may write for one repairer: the row and its services. */
async function stored(id: string) {
  const { db } = t.deps.database;
  const [row] = await db.select().from(repairers).where(eq(repairers.id, id));
  const services = await db
    .select({ name: repairerServices.name, paise: repairerServices.visitingChargePaise })
    .from(repairerServices)
    .where(eq(repairerServices.repairerId, id))
    .orderBy(asc(repairerServices.createdAt));
  return { row, services };
}

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Ravi Verma',
  pincode: '110017',
  bio: 'Twelve years of taps, pipes and geysers.',
  experience: 12,
  services: [{ name: 'plumbing', visitingCharge: 199 }],
  upiId: 'ravi.verma@okaxis',
  ...overrides,
});

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  emailNotifications: true,
  smsNotifications: false,
  serviceRadius: 25,
  ...overrides,
});

const getProfile = async (me: Me) => {
  const res = await me.agent.get('/api/repairer/profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};

const searchNames = async (postalCode: string) => {
  const res = await customer.get(
    `/api/user/dashboard?postalCode=${postalCode}&serviceType=plumbing`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string }[]).map((r) => r._id);
};

describe('GET /api/repairer/profile', () => {
  it('answers the profile with defaults, the masked Aadhaar number and the place of the pincode', async () => {
    const me = await repairer();
    const res = await me.agent.get('/api/repairer/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        _id: me.id,
        id: me.id,
        fullname: 'Ravi Verma',
        phone: me.phone,
        upiId: 'ravi.verma@okaxis',
        pincode: '110017',
        aadharcardNumber: `XXXX XXXX ${me.aadhaar.slice(-4)}`,
        services: [{ name: 'plumbing', visitingCharge: 0 }],
        experience: 0,
        bio: '',
        rating: { average: 0, count: 0 },
        preferences: { emailNotifications: true, smsNotifications: false, serviceRadius: 25 },
        isOnline: false,
        profilePicture: null,
        address: null,
        district: 'South Delhi',
        state: 'Delhi',
        verificationStatus: 'verified',
        verificationReason: null,
        verificationRequired: true,
      },
    });
    expect(res.body).not.toContain(me.aadhaar);
    expect(res.body).not.toContain(me.aadhaar.slice(0, 8));
    expect(res.body).not.toMatch(/password|hash|vault/i);
  });
});

describe('PUT /api/repairer/profile', () => {
  it('saves the form and answers the whole profile, visiting charges in rupees', async () => {
    const me = await repairer();
    const res = await me.agent.put(
      '/api/repairer/profile',
      profileBody({
        fullname: 'Ravi Kumar Verma',
        bio: 'x'.repeat(500),
        experience: 12,
        services: [
          { name: 'plumbing', visitingCharge: 199.5 },
          { name: 'electrical', visitingCharge: '250' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Profile saved successfully!',
      data: {
        _id: me.id,
        fullname: 'Ravi Kumar Verma',
        bio: 'x'.repeat(500),
        experience: 12,
        services: [
          { name: 'plumbing', visitingCharge: 199.5 },
          { name: 'electrical', visitingCharge: 250 },
        ],
        upiId: 'ravi.verma@okaxis',
        pincode: '110017',
        aadharcardNumber: `XXXX XXXX ${me.aadhaar.slice(-4)}`,
        district: 'South Delhi',
        state: 'Delhi',
      },
    });
    expect(res.body).not.toContain(me.aadhaar);
    expect(await getProfile(me)).toEqual(body.data);
    expect((await stored(me.id)).services).toEqual([
      { name: 'plumbing', paise: 19_950 },
      { name: 'electrical', paise: 25_000 },
    ]);
    const events = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.repairerId, me.id));
    expect(events.map((e) => e.kind)).toContain('profile_updated');
  });

  it('reads a non-numeric visiting charge as 0', async () => {
    const me = await repairer();
    const res = await me.agent.put(
      '/api/repairer/profile',
      profileBody({
        services: [
          { name: 'plumbing', visitingCharge: 'abc' },
          { name: 'electrical', visitingCharge: '' },
          { name: 'carpentry' },
          { name: 'painting', visitingCharge: null },
          { name: 'hvac', visitingCharge: -40 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.services).toEqual([
      { name: 'plumbing', visitingCharge: 0 },
      { name: 'electrical', visitingCharge: 0 },
      { name: 'carpentry', visitingCharge: 0 },
      { name: 'painting', visitingCharge: 0 },
      { name: 'hvac', visitingCharge: 0 },
    ]);
  });

  it('drops services with empty names and collapses duplicates', async () => {
    const me = await repairer();
    const res = await me.agent.put(
      '/api/repairer/profile',
      profileBody({
        services: [
          { name: 'plumbing', visitingCharge: 100 },
          { name: '', visitingCharge: 50 },
          { name: '   ', visitingCharge: 60 },
          { name: 'electrical', visitingCharge: 200 },
          // The same service again: one row, the last charge given.
          { name: 'plumbing', visitingCharge: 150 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.services).toEqual([
      { name: 'plumbing', visitingCharge: 150 },
      { name: 'electrical', visitingCharge: 200 },
    ]);
    expect((await stored(me.id)).services).toHaveLength(2);
  });

  it('trims the UPI ID and keeps only the digits of the pincode', async () => {
    const me = await repairer();
    const res = await me.agent.put(
      '/api/repairer/profile',
      profileBody({ upiId: '  ravi.v-1@okhdfcbank \t', pincode: '110-016' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      upiId: 'ravi.v-1@okhdfcbank',
      pincode: '110016',
      district: 'South West Delhi',
    });
    expect((await stored(me.id)).row).toMatchObject({
      upiId: 'ravi.v-1@okhdfcbank',
      pincode: '110016',
    });
  });

  it('moves the repairer with a new pincode: the search then finds them at the new place', async () => {
    const me = await repairer();
    expect(await searchNames('110017')).toContain(me.id);
    expect(await searchNames('560001')).not.toContain(me.id);
    const res = await me.agent.put('/api/repairer/profile', profileBody({ pincode: '560001' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      pincode: '560001',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
    });
    const { row } = await stored(me.id);
    expect(row!.latitude).toBeCloseTo(12.98, 1);
    expect(row!.longitude).toBeCloseTo(77.6, 1);
    expect(await searchNames('560001')).toContain(me.id);
    expect(await searchNames('110017')).not.toContain(me.id);
  });

  it('keeps phone, Aadhaar, rating and online state out of reach of the form', async () => {
    const me = await repairer();
    const before = await stored(me.id);
    const res = await me.agent.put(
      '/api/repairer/profile',
      profileBody({
        phone: '9000000001',
        aadharcardNumber: nextAadhaar(),
        rating: { average: 5, count: 999 },
        isOnline: true,
        preferences: { serviceRadius: 200 },
        _id: '0190f2c4-1111-7000-8000-000000000000',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { row } = await stored(me.id);
    expect(row).toMatchObject({
      id: me.id,
      phone: me.phone,
      aadhaarLast4: before.row!.aadhaarLast4,
      aadhaarVaultId: before.row!.aadhaarVaultId,
      ratingSum: 0,
      ratingCount: 0,
      isOnline: false,
      serviceRadiusKm: 25,
    });
  });

  describe('refuses bad input with the right message and writes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a bio of 501 characters', { bio: 'x'.repeat(501) }, M.bio],
      ['experience -1', { experience: -1 }, M.experience],
      ['experience that is not a number', { experience: 'many' }, M.experience],
      ['no services', { services: [] }, M.services],
      [
        'services whose names are all empty',
        {
          services: [
            { name: '', visitingCharge: 100 },
            { name: '  ', visitingCharge: 0 },
          ],
        },
        M.services,
      ],
      [
        'a service not on the list',
        { services: [{ name: 'astrology', visitingCharge: 100 }] },
        M.serviceUnknown,
      ],
      [
        'one unknown service among good ones',
        {
          services: [
            { name: 'plumbing', visitingCharge: 100 },
            { name: 'Plumbing', visitingCharge: 100 },
          ],
        },
        M.serviceUnknown,
      ],
      ['a UPI ID without a handle', { upiId: 'ravi.verma' }, M.upi],
      ['a UPI ID with a digit handle', { upiId: 'ravi@ok1' }, M.upi],
      ['a blank UPI ID', { upiId: '   ' }, M.upi],
      ['a pincode of 5 digits', { pincode: '11001' }, M.pincode],
      ['a pincode of letters', { pincode: 'abcdef' }, M.pincode],
      ['an empty pincode', { pincode: '' }, M.pincode],
      ['a pincode starting with 0', { pincode: '010017' }, M.pincode],
      ['a well-formed pincode no one knows', { pincode: '999999' }, M.unknownPincode],
      ['a blank full name', { fullname: '  ' }, M.fullname],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const me = await repairer();
      const before = await stored(me.id);
      await expectNothingWritten(t, async () => {
        expectInvalid(await me.agent.put('/api/repairer/profile', profileBody(overrides)), message);
      });
      expect(await stored(me.id)).toEqual(before);
    });
  });
});

describe('PUT /api/repairer/settings', () => {
  it('saves the preferences and answers them; the profile shows them', async () => {
    const me = await repairer();
    const res = await me.agent.put(
      '/api/repairer/settings',
      settingsBody({ emailNotifications: false, smsNotifications: true, serviceRadius: 200 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Settings saved successfully!',
      preferences: { emailNotifications: false, smsNotifications: true, serviceRadius: 200 },
    });
    expect((await getProfile(me)).preferences).toEqual({
      emailNotifications: false,
      smsNotifications: true,
      serviceRadius: 200,
    });
    const low = await me.agent.put('/api/repairer/settings', settingsBody({ serviceRadius: '5' }));
    expect(low.json().preferences.serviceRadius).toBe(5);
    expect((await stored(me.id)).row!.serviceRadiusKm).toBe(5);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['radius 4', { serviceRadius: 4 }, M.radius],
    ['radius 201', { serviceRadius: 201 }, M.radius],
    ["radius 'abc'", { serviceRadius: 'abc' }, M.radius],
    ['radius 25.5', { serviceRadius: 25.5 }, M.radius],
    ['no radius', { serviceRadius: undefined }, M.radius],
    ["emailNotifications 'yes'", { emailNotifications: 'yes' }, V.emailNotificationsInvalid],
    ['emailNotifications missing', { emailNotifications: undefined }, V.emailNotificationsInvalid],
    ['smsNotifications 1', { smsNotifications: 1 }, V.smsNotificationsInvalid],
    ["smsNotifications 'true'", { smsNotifications: 'true' }, V.smsNotificationsInvalid],
  ];
  it.each(cases)('refuses %s and writes nothing', async (_name, overrides, message) => {
    const me = await repairer();
    const before = await stored(me.id);
    await expectNothingWritten(t, async () => {
      expectInvalid(await me.agent.put('/api/repairer/settings', settingsBody(overrides)), message);
    });
    expect(await stored(me.id)).toEqual(before);
  });
});

describe('PUT /api/repairer/availability', () => {
  it('stores the online flag: the profile and check-auth show it', async () => {
    const me = await repairer();
    const on = await me.agent.put('/api/repairer/availability', { isOnline: true });
    expect(on.json()).toEqual({ success: true, isOnline: true });
    expect((await stored(me.id)).row!.isOnline).toBe(true);
    expect((await getProfile(me)).isOnline).toBe(true);
    const auth = await me.agent.get('/api/check-auth');
    expect(auth.json()).toMatchObject({
      role: 'repairer',
      repairer: { _id: me.id, isOnline: true },
    });
    expect(auth.body).not.toContain(me.aadhaar);

    const off = await me.agent.put('/api/repairer/availability', { isOnline: false });
    expect(off.json()).toEqual({ success: true, isOnline: false });
    expect((await me.agent.get('/api/check-auth')).json().repairer.isOnline).toBe(false);
  });

  it('refuses anything but a boolean and writes nothing', async () => {
    const me = await repairer();
    for (const isOnline of ['true', 1, null, undefined, 'online']) {
      await expectNothingWritten(t, async () => {
        expectInvalid(
          await me.agent.put('/api/repairer/availability', { isOnline }),
          V.onlineInvalid,
        );
      });
    }
    expect((await stored(me.id)).row!.isOnline).toBe(false);
  });
});

describe('who may call the profile calls', () => {
  const calls: [string, 'GET' | 'PUT', string, unknown][] = [
    ['GET profile', 'GET', '/api/repairer/profile', undefined],
    ['PUT profile', 'PUT', '/api/repairer/profile', profileBody()],
    ['PUT settings', 'PUT', '/api/repairer/settings', settingsBody()],
    ['PUT availability', 'PUT', '/api/repairer/availability', { isOnline: true }],
  ];

  it.each(calls)(
    '%s: 403 for a user and an admin, 401 with no session',
    async (_n, method, url, body) => {
      for (const agent of [customer, admin]) {
        await expectNothingWritten(t, async () => {
          expectError(
            await agent.request(method, url, body),
            403,
            'FORBIDDEN',
            'You do not have access to this.',
          );
        });
      }
      await expectNothingWritten(t, async () => {
        expectError(
          await createAgent(t.app).request(method, url, body),
          401,
          'UNAUTHENTICATED',
          'Please log in to continue.',
        );
      });
    },
  );

  it("one repairer's saves never touch another repairer's row", async () => {
    const me = await repairer({ fullname: 'Ravi Verma' });
    const other = await repairer({ fullname: 'Sunil Yadav', pincode: '110001' });
    const before = await stored(other.id);
    expect(
      (
        await me.agent.put(
          '/api/repairer/profile',
          profileBody({
            fullname: 'Ravi the Plumber',
            pincode: '560001',
            services: [{ name: 'electrical', visitingCharge: 300 }],
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await me.agent.put(
          '/api/repairer/settings',
          settingsBody({ smsNotifications: true, serviceRadius: 150 }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await me.agent.put('/api/repairer/availability', { isOnline: true })).statusCode).toBe(
      200,
    );
    expect(await stored(other.id)).toEqual(before);
    expect(await getProfile(other)).toMatchObject({
      fullname: 'Sunil Yadav',
      pincode: '110001',
      services: [{ name: 'plumbing', visitingCharge: 0 }],
      preferences: { smsNotifications: false, serviceRadius: 25 },
      isOnline: false,
    });
  });
});
