import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests, users } from '../../src/db/schema/index.ts';
import { expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent, type Agent } from '../support/client.ts';

let t: TestApp;
let agent: Agent;
let userId: string;

const tap = { serviceType: 'Plumbing', category: 'Taps & Mixers', issue: 'Tap leakage' }; // ₹149 - ₹349

async function acceptedQuote(rupees: number, pincode: string, status = 'accepted' as const) {
  await t.deps.database.db.insert(serviceRequests).values({
    userId,
    title: 'Tap leakage - Taps & Mixers',
    ...tap,
    description: 'x',
    status,
    preferredDate: '2026-11-22',
    preferredTime: 'morning',
    address: 'x',
    pincode,
    latitude: 28.6,
    longitude: 77.2,
    captureMethod: 'manual',
    locationApproximate: true,
    quotePaise: rupees * 100,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  agent = createAgent(t.app);
  const [u] = await t.deps.database.db
    .insert(users)
    .values({ fullname: 'Quote Maker', phone: '9000011111', passwordHash: 'x' })
    .returning();
  userId = u!.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/estimate', () => {
  it('is the catalogue prior when no quote was accepted yet', async () => {
    const res = await agent.post('/api/estimate', { ...tap, pincode: '110017' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      quotation: 249,
      low: 149,
      high: 349,
      currency: 'INR',
      unit: 'job',
      basis: {
        prior: { low: 149, high: 349, midpoint: 249 },
        quotes: { count: 0, scope: 'none', mean: null, weight: 0 },
        urgency: { level: 'medium', factor: 1 },
      },
    });
  });

  it('scales with urgency', async () => {
    const res = await agent.post('/api/estimate', { ...tap, urgency: 'critical' });
    expect(res.json()).toMatchObject({
      quotation: Math.round(249 * 1.35),
      basis: { urgency: { factor: 1.35 } },
    });
    const low = await agent.post('/api/estimate', { ...tap, urgency: 'low' });
    expect(low.json().quotation).toBe(Math.round(249 * 0.95));
  });

  it('is pulled toward accepted quotes, weighted by how many there are', async () => {
    // One accepted quote of ₹449 elsewhere: weight 1/6.
    await acceptedQuote(449, '560034');
    const one = (await agent.post('/api/estimate', tap)).json();
    expect(one.basis.quotes).toEqual({ count: 1, scope: 'all', mean: 449, weight: 0.167 });
    expect(one.quotation).toBe(Math.round((5 / 6) * 249 + (1 / 6) * 449));
    // Quotes not (yet) accepted do not count.
    await acceptedQuote(10_000, '560034', 'quoted' as never);
    expect((await agent.post('/api/estimate', tap)).json().basis.quotes.count).toBe(1);
    // Four more at ₹449: five quotes weigh as much as the prior.
    for (let i = 0; i < 4; i++) await acceptedQuote(449, '560034');
    const five = (await agent.post('/api/estimate', tap)).json();
    expect(five.basis.quotes).toMatchObject({ count: 5, weight: 0.5 });
    expect(five.quotation).toBe(Math.round((249 + 449) / 2));
  });

  it('uses the area of the pincode once it has enough accepted quotes of its own', async () => {
    for (let i = 0; i < 5; i++) await acceptedQuote(199, '110017');
    const delhi = (await agent.post('/api/estimate', { ...tap, pincode: '110045' })).json();
    expect(delhi.basis.quotes).toMatchObject({ count: 5, scope: 'area', mean: 199 });
    const chennai = (await agent.post('/api/estimate', { ...tap, pincode: '600001' })).json();
    expect(chennai.basis.quotes).toMatchObject({ count: 10, scope: 'all' });
  });

  it('needs a category and an issue of the catalogue', async () => {
    const message = 'Please select both category and issue to get an estimation.';
    expectInvalid(await agent.post('/api/estimate', { category: 'Taps & Mixers' }), message);
    expectInvalid(await agent.post('/api/estimate', { ...tap, issue: 'Unicorn repair' }), message);
  });
});
