import { VALIDATION_MESSAGES } from '@gharseva/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdempotencyKeys, serviceRequests } from '../../src/db/schema/index.ts';
import { expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { visitDay, wizardPayload } from '../support/requests.ts';

let t: TestApp;
let customer: Party;
let other: Party;

beforeAll(async () => {
  t = await createTestApp();
  customer = await newCustomer(t, 'Meera Iyer');
  other = await newCustomer(t, 'Kabir Khan');
  await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A fresh key, as the form makes one per opened form. */
const newKey = () => `form-${Date.now().toString(36)}-${(serial += 1)}-a1b2c3d4`;

const openRequest = (overrides: Record<string, unknown> = {}) => ({
  repairerId: null,
  title: 'Painting service request',
  serviceType: 'Painting & Renovation',
  description: 'Two rooms to repaint.',
  preferredTimeSlot: 'morning',
  preferredDate: visitDay(),
  contactInfo: '9876543210',
  locationData: wizardPayload().locationData,
  urgency: 'medium',
  ...overrides,
});

const post = (who: Party, body: unknown, key?: string) =>
  who.agent.post('/api/service-requests', body, key ? { 'idempotency-key': key } : {});

async function requestsOf(who: Party): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, who.id));
  return Number(row!.n);
}

describe('Idempotency-Key on POST /api/service-requests', () => {
  it('a double submit creates one request and answers the same 201 and body twice', async () => {
    for (const body of [openRequest(), wizardPayload()]) {
      const key = newKey();
      const before = await requestsOf(customer);
      const first = await post(customer, body, key);
      const second = await post(customer, body, key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await requestsOf(customer)).toBe(before + 1);
    }
  });

  it('concurrent submits with one key create exactly one request', async () => {
    const key = newKey();
    const before = await requestsOf(customer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(customer, openRequest(), key)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => r.json().data._id as string));
    expect(ids.size).toBe(1);
    expect(await requestsOf(customer)).toBe(before + 1);
  });

  it('another account with the same key gets its own request', async () => {
    const key = newKey();
    const mine = await post(customer, openRequest(), key);
    const theirs = await post(other, openRequest(), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);
    expect(theirs.json().data.customer.fullname).toBe('Kabir Khan');
  });

  it('a key reused with a different body answers the first request (decision 033)', async () => {
    const key = newKey();
    const first = await post(customer, openRequest(), key);
    const before = await requestsOf(customer);
    const changed = await post(customer, openRequest({ description: 'Only the kitchen.' }), key);
    expect(changed.statusCode).toBe(201);
    expect(changed.json().data._id).toBe(first.json().data._id);
    expect(changed.json().data.description).toBe('Two rooms to repaint.');
    expect(await requestsOf(customer)).toBe(before);
  });

  it('a key expires after 24 hours: then it creates a new request, and old keys are cleared', async () => {
    const key = newKey();
    const stale = newKey();
    const { db } = t.deps.database;
    const first = await post(customer, openRequest(), key);
    await post(other, openRequest(), stale);
    const ago = sql`now() - interval '24 hours 1 minute'`;
    await db
      .update(requestIdempotencyKeys)
      .set({ createdAt: ago })
      .where(eq(requestIdempotencyKeys.key, key));
    await db
      .update(requestIdempotencyKeys)
      .set({ createdAt: ago })
      .where(eq(requestIdempotencyKeys.key, stale));

    const again = await post(customer, openRequest(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).not.toBe(first.json().data._id);
    const rows = await db
      .select()
      .from(requestIdempotencyKeys)
      .where(
        and(eq(requestIdempotencyKeys.userId, customer.id), eq(requestIdempotencyKeys.key, key)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.serviceRequestId).toBe(again.json().data._id);
    // The other account's expired key went with the clean-up.
    const left = await db
      .select()
      .from(requestIdempotencyKeys)
      .where(eq(requestIdempotencyKeys.key, stale));
    expect(left).toHaveLength(0);
  });

  it('a key just under 24 hours old still answers the first request', async () => {
    const key = newKey();
    const first = await post(customer, openRequest(), key);
    await t.deps.database.db
      .update(requestIdempotencyKeys)
      .set({ createdAt: sql`now() - interval '23 hours 59 minutes'` })
      .where(eq(requestIdempotencyKeys.key, key));
    const again = await post(customer, openRequest(), key);
    expect(again.json().data._id).toBe(first.json().data._id);
  });

  it('without a key every submit creates a request, as before', async () => {
    const before = await requestsOf(customer);
    expect((await post(customer, openRequest())).statusCode).toBe(201);
    expect((await post(customer, openRequest())).statusCode).toBe(201);
    expect(await requestsOf(customer)).toBe(before + 2);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'form key 12345'],
    ['a comma (a repeated header)', 'key-1234567,key-1234567'],
    ['a non-ASCII letter', 'clé-12345678'],
  ])('refuses a key that is %s, with its message, writing nothing', async (_label, key) => {
    const before = await requestsOf(customer);
    const [keysBefore] = await t.deps.database.db
      .select({ n: count() })
      .from(requestIdempotencyKeys);
    expectInvalid(
      await post(customer, openRequest(), key),
      VALIDATION_MESSAGES.idempotencyKeyInvalid,
    );
    expect(await requestsOf(customer)).toBe(before);
    const [keysAfter] = await t.deps.database.db
      .select({ n: count() })
      .from(requestIdempotencyKeys);
    expect(keysAfter!.n).toBe(keysBefore!.n);
  });

  it('an invalid body with a key stores no key: the corrected retry creates the request', async () => {
    const key = newKey();
    expectInvalid(
      await post(customer, openRequest({ contactInfo: '' }), key),
      'Please provide your contact information (phone number or email).',
    );
    const retry = await post(customer, openRequest(), key);
    expect(retry.statusCode).toBe(201);
  });
});
