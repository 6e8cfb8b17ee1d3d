import { REQUEST_MESSAGES } from '@gharseva/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../src/db/schema/index.ts';
import { expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  acceptJob,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  setJobStatus,
  type Party,
} from '../support/jobs.ts';
import { visitDay } from '../support/requests.ts';

let t: TestApp;
let customer: Party;
let plumber: Party;
let rival: Party;

beforeAll(async () => {
  t = await createTestApp();
  customer = await newCustomer(t, 'Meera Iyer');
  plumber = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
  rival = await newRepairer(t, { fullname: 'Sunil Yadav', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

const ADDRESS = 'Flat 12, Shanti Apartments, Malviya Nagar';

const LOCATION = {
  fullAddress: ADDRESS,
  pincode: '110017',
  city: 'New Delhi',
  state: 'Delhi',
  coordinates: null,
  captureMethod: 'manual',
};

/** The Available Repairers page's request, as the new form sends it. */
const direct = (overrides: Record<string, unknown> = {}) => ({
  repairerId: plumber.id,
  title: 'Plumbing service request',
  serviceType: 'Plumbing',
  description: 'The bathroom tap is loose and drips.',
  preferredTimeSlot: 'evening',
  preferredDate: visitDay(),
  contactInfo: '98765 43210',
  locationData: LOCATION,
  urgency: 'medium',
  ...overrides,
});

async function requestCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(serviceRequests);
  return Number(row!.n);
}

interface JobView {
  _id: string;
  status: string;
  contactInfo: string | null;
  preferredTime: string;
  location: { address: string; pincode: string; coordinates: unknown };
  customer: { fullname: string; phone: string; email: string | null };
  customerDetailsHidden: boolean;
}

async function assignedJob(repairer: Party, id: string): Promise<JobView | undefined> {
  const res = await repairer.agent.get('/api/service-requests/repairer/assigned-jobs');
  expect(res.statusCode).toBe(200);
  return (res.json().data as JobView[]).find((j) => j._id === id);
}

describe('a direct request asks what the wizard asks', () => {
  it('keeps the street address, the slot and the contact', async () => {
    const res = await customer.agent.post('/api/service-requests', direct());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      targeted: true,
      preferredTime: 'evening',
      contactInfo: '9876543210',
      location: { address: ADDRESS, pincode: '110017', city: 'New Delhi' },
    });
  });

  it.each([
    ['the time slot', { preferredTimeSlot: undefined }, REQUEST_MESSAGES.timeSlot],
    ['a known time slot', { preferredTimeSlot: 'night' }, REQUEST_MESSAGES.timeSlot],
    ['a contact', { contactInfo: undefined }, REQUEST_MESSAGES.contact],
    ['a valid contact', { contactInfo: '12345' }, REQUEST_MESSAGES.contact],
    [
      'the street address',
      { locationData: { ...LOCATION, fullAddress: ' ' } },
      REQUEST_MESSAGES.location,
    ],
    [
      'a valid pincode',
      { locationData: { ...LOCATION, pincode: '11001' } },
      REQUEST_MESSAGES.pincode,
    ],
  ])('needs %s, and writes nothing without it', async (_label, overrides, message) => {
    for (const repairerId of [plumber.id, null]) {
      const before = await requestCount();
      expectInvalid(
        await customer.agent.post('/api/service-requests', direct({ repairerId, ...overrides })),
        message,
      );
      expect(await requestCount()).toBe(before);
    }
  });

  it('the wizard path still works unchanged', async () => {
    const id = await jobAt(t, 'requested', customer, plumber);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the repairer sees the customer's details only while the job is his", () => {
  it('shows the street address and contact once he accepts, and hides them after a rejection', async () => {
    const created = await customer.agent.post('/api/service-requests', direct());
    const id = created.json().data._id as string;

    await expectOkJson(acceptJob(plumber, id));
    const mine = await assignedJob(plumber, id);
    expect(mine).toMatchObject({
      customerDetailsHidden: false,
      contactInfo: '9876543210',
      preferredTime: 'evening',
      location: { address: ADDRESS, pincode: '110017' },
      customer: { fullname: 'Meera Iyer', phone: customer.phone },
    });
    expect(mine!.location.coordinates).toHaveLength(2);

    await expectOkJson(quoteJob(plumber, id, 900));
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${id}/reject-quote`));
    const rejected = await assignedJob(plumber, id);
    expect(rejected).toMatchObject({
      status: 'rejected',
      customerDetailsHidden: true,
      contactInfo: null,
      location: { address: '', pincode: '110017', coordinates: null },
      customer: { fullname: 'Meera Iyer', phone: '', email: null },
    });
    expect(JSON.stringify(rejected)).not.toContain('Shanti');
    expect(JSON.stringify(rejected)).not.toContain(customer.phone);
    // The single-job answers (a refused step reads the job too) say the same.
    const step = await setJobStatus(plumber, id, { status: 'in_progress' });
    expect(step.body).not.toContain('Shanti');
  });

  it('shows nothing of a job the customer cancelled after he accepted it (it leaves his list)', async () => {
    const id = await jobAt(t, 'pending_quote', customer, plumber);
    await t.deps.database.db
      .update(serviceRequests)
      .set({ status: 'cancelled' })
      .where(eq(serviceRequests.id, id));
    expect(await assignedJob(plumber, id)).toBeUndefined();
    const step = await setJobStatus(plumber, id, { status: 'in_progress' });
    expect(step.body).not.toContain('Shanti');
    expect(step.body).not.toContain(customer.phone);
  });

  it('another repairer never sees the job sent to this one', async () => {
    const created = await customer.agent.post('/api/service-requests', direct());
    const id = created.json().data._id as string;
    await expectOkJson(acceptJob(plumber, id));
    expect(await assignedJob(rival, id)).toBeUndefined();
    const res = await rival.agent.get('/api/repairer/nearby-jobs');
    expect(res.body).not.toContain('Shanti');
  });
});
