import { CATALOGUE, VALIDATION_MESSAGES } from '@gharseva/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestEvents, serviceRequests } from '../../src/db/schema/index.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { signupRepairer, signupUser } from '../support/factories.ts';
import { createRequest, visitDay, wizardPayload } from '../support/requests.ts';

let t: TestApp;
let customer: Agent;
let other: Agent;
let repairer: { agent: Agent; body: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signupUser(t, { fullname: 'Meera Iyer' })).agent;
  other = (await signupUser(t, { fullname: 'Kabir Khan' })).agent;
  repairer = await signupRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

async function requestCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(serviceRequests);
  return Number(row!.n);
}

describe('POST /api/service-requests (wizard)', () => {
  it('creates a requested job with catalogue names, today as date and the pincode point', async () => {
    const res = await customer.post(
      '/api/service-requests',
      wizardPayload({ category: 'taps & mixers', issue: 'TAP LEAKAGE', title: undefined }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Service Requested Successfully!' });
    expect(body.data).toMatchObject({
      title: 'Tap leakage - Taps & Mixers',
      serviceType: 'Plumbing',
      category: 'Taps & Mixers',
      issue: 'Tap leakage',
      status: 'requested',
      urgency: 'medium',
      preferredDate: visitDay(),
      preferredTime: 'morning',
      preferredTimeSlot: { date: visitDay(), time: 'morning' },
      contactInfo: '9876543210',
      quotation: 249,
      estimatedPrice: 0,
      repairer: null,
      targeted: false,
      rating: null,
      customer: { fullname: 'Meera Iyer' },
      location: { pincode: '110017', captureMethod: 'manual', approximate: true },
    });
    expect(body.data.location.coordinates).toHaveLength(2);
    expect(body.data._id).toBe(body.data.id);
  });

  it('stores GPS coordinates as given, longitude first, and not approximate', async () => {
    const res = await customer.post(
      '/api/service-requests',
      wizardPayload({
        locationData: {
          fullAddress: '14, Lodhi Road',
          pincode: '110003',
          city: 'New Delhi',
          state: 'Delhi',
          coordinates: [77.2197, 28.5918],
          captureMethod: 'gps',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.location).toMatchObject({
      coordinates: [77.2197, 28.5918],
      approximate: false,
      captureMethod: 'gps',
    });
  });

  it('accepts an alias of a main category and stores the catalogue name', async () => {
    const moving = CATALOGUE.find((c) => c.name === 'Moving & Storage')!;
    const sub = moving.subCategories[0]!;
    const res = await customer.post(
      '/api/service-requests',
      wizardPayload({
        serviceType: 'Moving & Leasing',
        category: sub.name,
        issue: sub.services[0]!.issue,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.serviceType).toBe('Moving & Storage');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no service type', { serviceType: undefined }, 'Please select a main service type.'],
    ['an unknown service type', { serviceType: 'Astrology' }, 'Please select a main service type.'],
    ['no category', { category: '' }, 'Please select both a category and an issue.'],
    [
      'an issue not in the category',
      { issue: 'Gas refill' },
      'Please select both a category and an issue.',
    ],
    ['a blank description', { description: '   ' }, 'Please provide a job description.'],
    [
      'no time slot',
      { preferredTime: undefined, preferredTimeSlot: undefined },
      'Please select a preferred time slot.',
    ],
    ['an unknown time slot', { preferredTime: 'midnight' }, 'Please select a preferred time slot.'],
    [
      'no contact',
      { contactInfo: '' },
      'Please provide your contact information (phone number or email).',
    ],
    [
      'a bad contact',
      { contactInfo: '12345' },
      'Please provide your contact information (phone number or email).',
    ],
    [
      'no location',
      { locationData: undefined },
      'Please provide your full address, postal code, and select a location capture method.',
    ],
    [
      'no capture method',
      { locationData: { fullAddress: 'A', pincode: '110017' } },
      'Please provide your full address, postal code, and select a location capture method.',
    ],
    [
      'a 5-digit pincode',
      { locationData: { fullAddress: 'A', pincode: '11001', captureMethod: 'manual' } },
      'Please enter a valid 6-digit pincode.',
    ],
    [
      'a pincode that does not exist',
      { locationData: { fullAddress: 'A', pincode: '999999', captureMethod: 'manual' } },
      'Please enter a valid 6-digit pincode.',
    ],
  ];
  it.each(bad)(
    'refuses %s with the wizard message and writes nothing',
    async (_name, override, message) => {
      const before = await requestCount();
      const res = await customer.post('/api/service-requests', wizardPayload(override));
      expectInvalid(res, message);
      expect(await requestCount()).toBe(before);
    },
  );

  it('accepts an email as contact', async () => {
    const res = await customer.post(
      '/api/service-requests',
      wizardPayload({ contactInfo: 'meera@example.in' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('requires a signed-in user', async () => {
    const anonymous = createAgent(t.app);
    expectError(
      await anonymous.post('/api/service-requests', wizardPayload()),
      401,
      'UNAUTHENTICATED',
      'Please log in to continue.',
    );
    expectError(
      await repairer.agent.post('/api/service-requests', wizardPayload()),
      403,
      'FORBIDDEN',
      'You do not have access to this.',
    );
  });
});

describe('POST /api/service-requests (direct request to one repairer)', () => {
  const direct = (overrides: Record<string, unknown> = {}) => ({
    repairerId: repairer.body.repairer && (repairer.body.repairer as { _id: string })._id,
    title: 'Plumbing service',
    serviceType: 'Plumbing',
    description: 'Bathroom tap is loose.',
    contactInfo: '9876543210',
    locationData: wizardPayload().locationData,
    preferredTimeSlot: 'flexible',
    preferredDate: visitDay(),
    urgency: 'medium',
    ...overrides,
  });

  it('targets the repairer', async () => {
    const res = await customer.post('/api/service-requests', direct());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'requested',
      targeted: true,
      preferredTime: 'flexible',
      repairer: { fullname: 'Ravi Verma' },
    });
  });

  it('saves an open request when repairerId is null (the automatic save)', async () => {
    const res = await customer.post('/api/service-requests', direct({ repairerId: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ targeted: false, repairer: null });
  });

  it('needs a description, with the modal message', async () => {
    const before = await requestCount();
    expectInvalid(
      await customer.post('/api/service-requests', direct({ description: ' ' })),
      'Please provide a description for your service request.',
    );
    expect(await requestCount()).toBe(before);
  });

  it('refuses an unknown repairer', async () => {
    const res = await customer.post(
      '/api/service-requests',
      direct({ repairerId: '0190a0a0-0000-7000-8000-000000000000' }),
    );
    expectError(res, 404, 'NOT_FOUND', 'This repairer is no longer available.');
  });
});

describe('reading and cancelling requests', () => {
  it('lists only my requests, filtered by status', async () => {
    const mine = await createRequest(customer);
    await createRequest(other);
    const res = await customer.get('/api/service-requests/user/my-requests?statusFilter=requested');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      _id: string;
      status: string;
      customer: { fullname: string };
    }[];
    expect(list.some((r) => r._id === mine._id)).toBe(true);
    expect(
      list.every((r) => r.status === 'requested' && r.customer.fullname === 'Meera Iyer'),
    ).toBe(true);
    expectInvalid(
      await customer.get('/api/service-requests/user/my-requests?statusFilter=bogus'),
      VALIDATION_MESSAGES.statusFilterInvalid,
    );
  });

  it("reads one of mine, and another user's id reads as not found", async () => {
    const mine = await createRequest(customer);
    expect((await customer.get(`/api/user/service-requests/${mine._id}`)).json().data._id).toBe(
      mine._id,
    );
    expectError(
      await other.get(`/api/user/service-requests/${mine._id}`),
      404,
      'NOT_FOUND',
      'This service request was not found.',
    );
  });

  it('cancels only while requested, only my own, and records the event', async () => {
    const mine = await createRequest(customer);
    const stranger = await other.put(`/api/service-requests/user/${mine._id}/status`, {
      status: 'cancelled',
    });
    expectError(stranger, 404, 'NOT_FOUND', 'This service request was not found.');
    const res = await customer.put(`/api/service-requests/user/${mine._id}/status`, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Request cancelled successfully!',
      data: { status: 'cancelled' },
    });
    const again = await customer.put(`/api/service-requests/user/${mine._id}/status`, {
      status: 'cancelled',
    });
    expectError(
      again,
      409,
      'INVALID_STATUS_TRANSITION',
      'A request can be cancelled only until you accept or reject a quote.',
    );
    const events = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.serviceRequestId, mine._id));
    expect(events.map((e) => e.toStatus)).toEqual(['requested', 'cancelled']);
    expectInvalid(
      await customer.put(`/api/service-requests/user/${mine._id}/status`, { status: 'completed' }),
      'An internal error occurred regarding the job status update. Please refresh and try again.',
    );
  });

  it('in-progress lists active requests, not cancelled ones', async () => {
    const active = await createRequest(customer);
    const gone = await createRequest(customer);
    await customer.put(`/api/service-requests/user/${gone._id}/status`, { status: 'cancelled' });
    const res = await customer.get('/api/user/in-progress-services');
    const ids = (res.json() as { _id: string }[]).map((r) => r._id);
    expect(ids).toContain(active._id);
    expect(ids).not.toContain(gone._id);
  });

  it('counts for the dashboard and tells recent activity', async () => {
    const { agent } = await signupUser(t, { fullname: 'Asha Rao' });
    await createRequest(agent);
    const second = await createRequest(agent, { title: 'Fix the tap' });
    await agent.put(`/api/service-requests/user/${second._id}/status`, { status: 'cancelled' });
    expect((await agent.get('/api/user/dashboard-stats')).json()).toEqual({
      success: true,
      totalServices: 2,
      completedServices: 0,
      inProgressServices: 1,
    });
    const activity = (await agent.get('/api/user/recent-activity')).json().data as {
      type: string;
      message: string;
    }[];
    expect(activity.map((a) => a.type)).toEqual(['cancelled', 'requested', 'requested', 'account']);
    expect(activity[0]!.message).toBe('You cancelled Fix the tap.');
    expect(activity.at(-1)!.message).toBe('Welcome to GharSeva! Your account was created.');
  });
});
