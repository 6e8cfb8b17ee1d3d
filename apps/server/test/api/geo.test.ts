import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/geo/pincodes/:pincode', () => {
  it('answers the district, state and centre of a known pincode, cacheable for a day', async () => {
    const res = await get('/api/geo/pincodes/110001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json() as { success: true; data: Record<string, unknown> };
    expect(body).toEqual({
      success: true,
      data: {
        pincode: '110001',
        district: 'Central Delhi',
        state: 'Delhi',
        latitude: expect.closeTo(28.63, 1),
        longitude: expect.closeTo(77.22, 1),
        approximate: false,
      },
    });
  });

  it('says when the centre is approximate', async () => {
    const res = await get('/api/geo/pincodes/194101');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { pincode: '194101', district: 'Leh', state: 'Ladakh', approximate: true },
    });
  });

  it('answers 404 for a well-formed pincode that does not exist', async () => {
    const res = await get('/api/geo/pincodes/999999');
    expectError(res, 404, 'NOT_FOUND', 'We could not find this pincode.');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['abc', '12345', '1234567', '012345', '11000a'])(
    'refuses %s with the pincode message',
    async (pincode) => {
      const res = await get(`/api/geo/pincodes/${pincode}`);
      expectInvalid(res, 'Please enter a valid 6-digit pincode.');
    },
  );
});
