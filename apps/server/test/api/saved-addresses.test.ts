import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../../src/db/schema/index.ts';
import { locatePincode } from '../../src/modules/geo/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';

let t: TestApp;
let repairer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0' });
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterAll(async () => {
  await t?.close();
});

const NOT_FOUND = 'This address was not found.';
const LIMIT = 'You can keep up to 10 saved addresses. Please delete one before saving another.';
const TAKEN = 'You already have an address with this label. Please choose another.';

const manual = (overrides: Record<string, unknown> = {}) => ({
  fullAddress: 'Flat 12, Shanti Apartments, Malviya Nagar',
  pincode: '110017',
  city: 'New Delhi',
  state: 'Delhi',
  coordinates: null,
  captureMethod: 'manual',
  ...overrides,
});

const list = async (agent: Agent) => {
  const res = await agent.get('/api/user/addresses');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; label: string; isDefault: boolean }[];
};
const save = (agent: Agent, body: unknown) => agent.post('/api/user/addresses', body);
const change = (agent: Agent, id: string, body: unknown) =>
  agent.put(`/api/user/addresses/${id}`, body);
const remove = (agent: Agent, id: string) => agent.request('DELETE', `/api/user/addresses/${id}`);

async function saved(agent: Agent, label: string, location = manual()) {
  const res = await save(agent, { label, locationData: location });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; label: string; isDefault: boolean };
}

/** Every saved address row of the customer, as stored. */
async function rows(userId: string) {
  return t.deps.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));
}

/** Runs `act` and asserts it changed no saved address (nor anything else the snapshot counts). */
async function expectUnchanged<T>(act: () => Promise<T>): Promise<T> {
  const db = t.deps.database.db;
  const before = await db.select().from(savedAddresses).orderBy(savedAddresses.id);
  const result = await expectNothingWritten(t, act);
  expect(await db.select().from(savedAddresses).orderBy(savedAddresses.id)).toEqual(before);
  return result;
}

describe('saving an address', () => {
  it('stores a typed address at its pincode point and makes the first one the default', async () => {
    const meera = await newCustomer(t, 'Meera Iyer');
    const res = await save(meera.agent, { label: '  Home ', locationData: manual() });
    expect(res.statusCode, res.body).toBe(201);
    const place = locatePincode('110017')!;
    expect(res.json()).toEqual({
      success: true,
      message: 'The address was saved.',
      data: {
        id: expect.any(String),
        label: 'Home',
        fullAddress: 'Flat 12, Shanti Apartments, Malviya Nagar',
        pincode: '110017',
        city: 'New Delhi',
        state: 'Delhi',
        district: place.district,
        coordinates: [place.longitude, place.latitude],
        captureMethod: 'manual',
        locationApproximate: true,
        isDefault: true,
        createdAt: expect.any(String),
      },
    });
    expect(await list(meera.agent)).toEqual([res.json().data]);
  });

  it('keeps a GPS fix as given and fills an empty city and state from the pincode', async () => {
    const meera = await newCustomer(t);
    const res = await save(meera.agent, {
      label: 'Office',
      locationData: manual({
        city: '',
        state: '',
        coordinates: [72.8355, 18.9398],
        captureMethod: 'gps',
        pincode: '400001',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const place = locatePincode('400001')!;
    expect(res.json().data).toMatchObject({
      coordinates: [72.8355, 18.9398],
      captureMethod: 'gps',
      locationApproximate: false,
      city: place.district,
      state: place.state,
    });
  });

  it('lists the default first, then the newest, and moves the default on request', async () => {
    const meera = await newCustomer(t);
    await saved(meera.agent, 'Home');
    const office = await saved(meera.agent, 'Office');
    await saved(meera.agent, 'Gym');
    expect(office.isDefault).toBe(false);
    expect((await list(meera.agent)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Gym', false],
      ['Office', false],
    ]);

    // A new address saved as the default takes it over.
    const mother = await save(meera.agent, {
      label: "Mother's",
      locationData: manual(),
      isDefault: true,
    });
    expect(mother.json().data.isDefault).toBe(true);
    expect((await list(meera.agent)).map((a) => [a.label, a.isDefault])).toEqual([
      ["Mother's", true],
      ['Gym', false],
      ['Office', false],
      ['Home', false],
    ]);

    const res = await change(meera.agent, office.id, { isDefault: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The address was updated.',
      data: { id: office.id, label: 'Office', isDefault: true },
    });
    expect((await list(meera.agent)).map((a) => a.label)).toEqual([
      'Office',
      "Mother's",
      'Gym',
      'Home',
    ]);
    expect((await rows(meera.id)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([office.id]);
    // Making the default the default again changes nothing.
    expect((await change(meera.agent, office.id, { isDefault: true })).statusCode).toBe(200);
    expect((await rows(meera.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('refuses an eleventh address with ADDRESS_LIMIT_REACHED, writing nothing', async () => {
    const meera = await newCustomer(t);
    for (let i = 1; i <= 10; i += 1) await saved(meera.agent, `Place ${i}`);
    const res = await expectUnchanged(() =>
      save(meera.agent, { label: 'Place 11', locationData: manual() }),
    );
    expectError(res, 409, 'ADDRESS_LIMIT_REACHED', LIMIT);
    expect(await rows(meera.id)).toHaveLength(10);

    // After a delete there is room again.
    const [first] = await list(meera.agent);
    expect((await remove(meera.agent, first!.id)).statusCode).toBe(200);
    await saved(meera.agent, 'Place 11');
  });

  it('holds the limit when several saves race', async () => {
    const meera = await newCustomer(t);
    for (let i = 1; i <= 8; i += 1) await saved(meera.agent, `Place ${i}`);
    const answers = await Promise.all(
      [9, 10, 11, 12].map((i) =>
        save(meera.agent, { label: `Place ${i}`, locationData: manual() }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await rows(meera.id)).toHaveLength(10);
    expect((await rows(meera.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('refuses a label the customer already uses, in any case, writing nothing', async () => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    const office = await saved(meera.agent, 'Office');
    const again = await expectUnchanged(() =>
      save(meera.agent, { label: ' hOME ', locationData: manual() }),
    );
    expectError(again, 409, 'ADDRESS_LABEL_TAKEN', TAKEN);
    const rename = await expectUnchanged(() => change(meera.agent, office.id, { label: 'HOME' }));
    expectError(rename, 409, 'ADDRESS_LABEL_TAKEN', TAKEN);
    // Its own label in another case is a rename, and another customer may use the same label.
    const own = await change(meera.agent, home.id, { label: 'home' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.label).toBe('home');
    const kabir = await newCustomer(t, 'Kabir Khan');
    await saved(kabir.agent, 'Home');
  });

  it.each([
    [
      'no label',
      { locationData: manual() },
      'Please enter a label for this address, such as Home or Office.',
    ],
    [
      'an empty label',
      { label: '   ', locationData: manual() },
      'Please enter a label for this address, such as Home or Office.',
    ],
    [
      'a label of 41 characters',
      { label: 'x'.repeat(41), locationData: manual() },
      'The label must be at most 40 characters.',
    ],
    [
      'a label with a control character',
      { label: 'Ho\u0007me', locationData: manual() },
      'The label contains characters that cannot be saved. Please retype it.',
    ],
    [
      'a number as label',
      { label: 7, locationData: manual() },
      'Please enter a label for this address, such as Home or Office.',
    ],
    [
      'no location',
      { label: 'Home' },
      'Please provide your full address, postal code, and select a location capture method.',
    ],
    [
      'no full address',
      { label: 'Home', locationData: manual({ fullAddress: '' }) },
      'Please provide your full address, postal code, and select a location capture method.',
    ],
    [
      'a 5-digit pincode',
      { label: 'Home', locationData: manual({ pincode: '11001' }) },
      'Please enter a valid 6-digit pincode.',
    ],
    [
      'a pincode India Post does not list',
      { label: 'Home', locationData: manual({ pincode: '999999' }) },
      'Please enter a valid 6-digit pincode.',
    ],
    [
      'a latitude of 91',
      { label: 'Home', locationData: manual({ captureMethod: 'gps', coordinates: [77.2, 91] }) },
      'The GPS location could not be read. Please detect it again or enter the address manually.',
    ],
    [
      'an unknown capture method',
      { label: 'Home', locationData: manual({ captureMethod: 'map' }) },
      'Please provide your full address, postal code, and select a location capture method.',
    ],
    [
      'a default that is not true or false',
      { label: 'Home', locationData: manual(), isDefault: 'yes' },
      'An address stops being the default when another one is made the default.',
    ],
  ])('refuses %s with its message, writing nothing', async (_name, body, message) => {
    const meera = await newCustomer(t);
    const res = await expectUnchanged(() => save(meera.agent, body));
    expectInvalid(res, message);
    expect(await rows(meera.id)).toHaveLength(0);
  });
});

describe('changing and deleting', () => {
  it('renames and moves an address, keeping what was not sent', async () => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    const res = await change(meera.agent, home.id, {
      label: 'Old home',
      locationData: manual({ fullAddress: '4 MG Road', pincode: '560001', city: '', state: '' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const place = locatePincode('560001')!;
    expect(res.json().data).toMatchObject({
      id: home.id,
      label: 'Old home',
      fullAddress: '4 MG Road',
      pincode: '560001',
      coordinates: [place.longitude, place.latitude],
      isDefault: true,
    });
    const renamed = await change(meera.agent, home.id, { label: 'Home' });
    expect(renamed.json().data).toMatchObject({ label: 'Home', fullAddress: '4 MG Road' });
  });

  it.each([
    [
      'an empty body',
      {},
      'Please give a new label, a new address or make this address the default.',
    ],
    [
      'isDefault false',
      { isDefault: false },
      'An address stops being the default when another one is made the default.',
    ],
    [
      'an empty label',
      { label: '' },
      'Please enter a label for this address, such as Home or Office.',
    ],
    [
      'a bad pincode',
      { locationData: manual({ pincode: 'abcdef' }) },
      'Please enter a valid 6-digit pincode.',
    ],
  ])('refuses %s with its message, writing nothing', async (_name, body, message) => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    const res = await expectUnchanged(() => change(meera.agent, home.id, body));
    expectInvalid(res, message);
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    const office = await saved(meera.agent, 'Office');
    const gym = await saved(meera.agent, 'Gym');
    await change(meera.agent, office.id, { isDefault: true });

    // Deleting one that is not the default leaves the default alone.
    const res = await remove(meera.agent, home.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'The address was deleted.' });
    expect((await list(meera.agent)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Gym', false],
    ]);

    await remove(meera.agent, office.id);
    expect((await list(meera.agent)).map((a) => [a.id, a.isDefault])).toEqual([[gym.id, true]]);
    await remove(meera.agent, gym.id);
    expect(await list(meera.agent)).toEqual([]);

    // A new first address is the default again.
    expect((await saved(meera.agent, 'Home')).isDefault).toBe(true);
  });

  it('answers 404 for an unknown or deleted address', async () => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    await remove(meera.agent, home.id);
    expectError(await remove(meera.agent, home.id), 404, 'NOT_FOUND', NOT_FOUND);
    expectError(await change(meera.agent, home.id, { label: 'X' }), 404, 'NOT_FOUND', NOT_FOUND);
    expectInvalid(await remove(meera.agent, 'not-an-id'), 'Not found.');
  });
});

describe('privacy', () => {
  it("refuses another customer's address as unknown: not listed, not changed, not deleted", async () => {
    const meera = await newCustomer(t, 'Meera Iyer');
    const kabir = await newCustomer(t, 'Kabir Khan');
    const home = await saved(meera.agent, 'Home');
    await saved(meera.agent, 'Office');

    expect(await list(kabir.agent)).toEqual([]);
    const rename = await expectUnchanged(() => change(kabir.agent, home.id, { label: 'Mine' }));
    expectError(rename, 404, 'NOT_FOUND', NOT_FOUND);
    const takeDefault = await expectUnchanged(() =>
      change(kabir.agent, home.id, { isDefault: true }),
    );
    expectError(takeDefault, 404, 'NOT_FOUND', NOT_FOUND);
    const del = await expectUnchanged(() => remove(kabir.agent, home.id));
    expectError(del, 404, 'NOT_FOUND', NOT_FOUND);
    expect((await list(meera.agent)).map((a) => a.label)).toEqual(['Home', 'Office']);
  });

  it('refuses a repairer and a visitor on every call, writing nothing', async () => {
    const meera = await newCustomer(t);
    const home = await saved(meera.agent, 'Home');
    const visitor = createAgent(t.app);
    const body = { label: 'Shop', locationData: manual() };
    for (const [agent, status, code, message] of [
      [repairer.agent, 403, 'FORBIDDEN', 'You do not have access to this.'],
      [visitor, 401, 'UNAUTHENTICATED', 'Please log in to continue.'],
    ] as const) {
      expectError(await agent.get('/api/user/addresses'), status, code, message);
      expectError(await expectUnchanged(() => save(agent, body)), status, code, message);
      expectError(
        await expectUnchanged(() => change(agent, home.id, { label: 'Shop' })),
        status,
        code,
        message,
      );
      expectError(await expectUnchanged(() => remove(agent, home.id)), status, code, message);
    }
    const [n] = await t.deps.database.db
      .select({ n: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, meera.id));
    expect(n!.n).toBe(1);
  });
});
