import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairers } from '../../src/db/schema/index.ts';
import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '../../src/modules/geo/distance.ts';
import { locatePincode } from '../../src/modules/geo/pincodes.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent, type Agent } from '../support/client.ts';
import {
  repairerPayload,
  signupRepairer,
  signupUser,
  verifyRepairerPhone,
} from '../support/factories.ts';

let t: TestApp;
let customer: Agent;
const ids: Record<string, string> = {};

async function repairerAt(
  name: string,
  pincode: string,
  services: string,
  radiusKm: number,
  at?: LatLng,
) {
  const { body } = await signupRepairer(t, { fullname: name, pincode, services });
  const id = (body.repairer as { _id: string })._id;
  await t.deps.database.db
    .update(repairers)
    .set({ serviceRadiusKm: radiusKm, ...at })
    .where(eq(repairers.id, id));
  ids[name] = id;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
/** The point `km` due north (negative: south) of `from` on the sphere. */
const northOf = (from: LatLng, km: number): LatLng => ({
  latitude: from.latitude + degrees(km / EARTH_RADIUS_KM),
  longitude: from.longitude,
});
/**
 * The point at the same latitude `km` away eastward (negative: westward):
 * where a longitude box cut too tight would lose the circle first.
 */
const eastOf = (from: LatLng, km: number): LatLng => {
  const half = Math.asin(
    Math.sin(Math.abs(km) / (2 * EARTH_RADIUS_KM)) / Math.cos((from.latitude * Math.PI) / 180),
  );
  return { latitude: from.latitude, longitude: from.longitude + Math.sign(km) * degrees(2 * half) };
};

// Leh, Ladakh (34.15 N): near the north of India, where a degree of longitude is shortest.
const LEH = locatePincode('194101')!;
// Kanyakumari (8.09 N): the south tip.
const KANYAKUMARI = locatePincode('629702')!;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signupUser(t)).agent;
  // Around Connaught Place, New Delhi (110001).
  await repairerAt('Near Plumber', '110017', 'plumbing', 25); // Malviya Nagar, ~12 km
  await repairerAt('Gurgaon Plumber Short', '122001', 'plumbing', 10); // ~28 km, radius too small
  await repairerAt('Gurgaon Plumber Wide', '122001', 'plumbing', 60); // ~28 km, covers
  await repairerAt('Near Electrician', '110017', 'electrical', 25); // wrong category
  await repairerAt('Mumbai Plumber', '400001', 'plumbing', 200); // 1,100+ km away
  await repairerAt('Noida Handyman', '201301', 'other', 50); // serves Repairs and Installation
  // At the edge of their circle around Leh and Kanyakumari, 'in' ones inside and 'out' ones
  // 0.1 km outside. A box without its safety margin would lose the ones 199.9 km east or west
  // (it holds only up to about 199.8 km there).
  await repairerAt('Leh West in', '194101', 'plumbing', 200, eastOf(LEH, -199.9));
  await repairerAt('Leh East out', '194101', 'plumbing', 200, eastOf(LEH, 200.1));
  await repairerAt('Leh North in', '194101', 'plumbing', 200, northOf(LEH, 199.5));
  await repairerAt('Leh South out', '194101', 'plumbing', 200, northOf(LEH, -200.1));
  await repairerAt('Leh East small in', '194101', 'plumbing', 5, eastOf(LEH, 4.9));
  await repairerAt('Leh West small out', '194101', 'plumbing', 5, eastOf(LEH, -5.1));
  await repairerAt('Kanyakumari East in', '629702', 'plumbing', 200, eastOf(KANYAKUMARI, 199.9));
  await repairerAt('Kanyakumari West out', '629702', 'plumbing', 200, eastOf(KANYAKUMARI, -200.1));
});
afterAll(async () => {
  await t.close();
});

type Result = {
  _id: string;
  fullname: string;
  distanceKm: number;
  services: { name: string; price: number }[];
};

describe('GET /api/user/dashboard (repairer search)', () => {
  it('returns only repairers in category whose radius covers the pincode, nearest first', async () => {
    const res = await customer.get('/api/user/dashboard?postalCode=110001&serviceType=plumbing');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      data: Result[];
      location: Record<string, unknown>;
    };
    expect(body.data.map((r) => r.fullname)).toEqual(['Near Plumber', 'Gurgaon Plumber Wide']);
    expect(body.data[0]!.distanceKm).toBeLessThan(body.data[1]!.distanceKm);
    expect(body.data[0]).toMatchObject({
      rating: { average: 0, count: 0 },
      location: { postalCode: '110017' },
      services: [{ name: 'plumbing', price: 0 }],
      experience: 0,
    });
    expect(body.location).toMatchObject({ pincode: '110001', state: 'Delhi' });
  });

  it('maps a catalogue main category to the search categories that serve it', async () => {
    const res = await customer.get(
      `/api/user/dashboard?postalCode=110001&serviceType=${encodeURIComponent('Repairs and Installation')}`,
    );
    expect((res.json().data as Result[]).map((r) => r.fullname)).toEqual(['Noida Handyman']);
    const plumbing = await customer.get(
      '/api/user/dashboard?postalCode=110001&serviceType=Plumbing',
    );
    expect((plumbing.json().data as Result[]).map((r) => r.fullname)).toEqual([
      'Near Plumber',
      'Gurgaon Plumber Wide',
    ]);
  });

  it('finds the Mumbai plumber from Mumbai only', async () => {
    const res = await customer.get('/api/user/dashboard?postalCode=400001&serviceType=plumbing');
    expect((res.json().data as Result[]).map((r) => r.fullname)).toEqual(['Mumbai Plumber']);
  });

  it('finds a repairer just inside the edge of their radius and not one just outside, up north too', async () => {
    expect(haversineKm(LEH, eastOf(LEH, -199.9))).toBeCloseTo(199.9, 6);
    expect(haversineKm(LEH, northOf(LEH, -200.1))).toBeCloseTo(200.1, 6);
    const leh = await customer.get('/api/user/dashboard?postalCode=194101&serviceType=plumbing');
    expect((leh.json().data as Result[]).map((r) => [r.fullname, r.distanceKm])).toEqual([
      ['Leh East small in', 4.9],
      ['Leh North in', 199.5],
      ['Leh West in', 199.9],
    ]);
    const south = await customer.get('/api/user/dashboard?postalCode=629702&serviceType=plumbing');
    expect((south.json().data as Result[]).map((r) => [r.fullname, r.distanceKm])).toEqual([
      ['Kanyakumari East in', 199.9],
    ]);
  });

  it('refuses a bad pincode or category with the spec message', async () => {
    const missing =
      'Invalid service category or location data is missing. Please go back and select a service and location.';
    expectInvalid(
      await customer.get('/api/user/dashboard?postalCode=110001&serviceType=astrology'),
      missing,
    );
    expectInvalid(await customer.get('/api/user/dashboard?postalCode=110001'), missing);
    expectInvalid(
      await customer.get('/api/user/dashboard?postalCode=11&serviceType=plumbing'),
      'Please enter a valid 6-digit pincode.',
    );
  });

  it('places a new repairer at their pincode, and refuses a pincode the table does not know', async () => {
    const [row] = await t.deps.database.db
      .select({ latitude: repairers.latitude, longitude: repairers.longitude })
      .from(repairers)
      .where(eq(repairers.id, ids['Near Plumber']!));
    expect(row!.latitude).toBeCloseTo(28.53, 1);
    expect(row!.longitude).toBeCloseTo(77.21, 1);
    const agent = createAgent(t.app);
    const phone = '9988776655';
    await verifyRepairerPhone(t, agent, phone);
    expectInvalid(
      await agent.post('/api/repairer/signup', repairerPayload(phone, { pincode: '999999' })),
      'We could not find this pincode. Please check it.',
    );
  });

  it('is for signed-in users only', async () => {
    expectError(
      await createAgent(t.app).get('/api/user/dashboard?postalCode=110001&serviceType=plumbing'),
      401,
      'UNAUTHENTICATED',
      'Please log in to continue.',
    );
  });
});
