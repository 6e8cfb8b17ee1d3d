import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  notifications,
  payments,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { payRequest } from '../support/payments.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import {
  completionCode,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';

let t: TestApp;
let customer: Party;
let repairer: Party;
let admin: { agent: Agent };

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t, 'Meera Iyer');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma', upiId: 'ravi.verma@okaxis' });
  admin = await signupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const NOT_FOUND = 'This service request was not found.';
const COMPLETED = 'Service marked as complete successfully!';
const list = (agent: Agent = admin.agent) => agent.get('/api/admin/paid-services');
const complete = (id: string, agent: Agent = admin.agent) =>
  agent.put(`/api/admin/complete-service/${id}`);

/** A job of the customer confirmed with the completion code: pending_payment. */
async function unpaidJob(title = 'Tap leakage - Taps & Mixers', quoteRupees = 1200) {
  const id = await jobAt(t, 'pending_otp', customer, repairer, { title }, quoteRupees);
  await expectOkJson(verifyCompletion(customer, id, completionCode(t, customer.phone)));
  return id;
}

async function paidJob(title?: string, quoteRupees?: number) {
  const id = await unpaidJob(title, quoteRupees);
  await payRequest(t, customer, id);
  return id;
}

async function setPaidAt(id: string, paidAt: Date) {
  await t.deps.database.db
    .update(payments)
    .set({ paidAt })
    .where(eq(payments.serviceRequestId, id));
}

/** What completing a request writes: its status, its payment, its chat, events and notes. */
async function completionState(id: string) {
  const { db } = t.deps.database;
  const [request] = await db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  const paymentRows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.serviceRequestId, id));
  const chat = await db
    .select({ isActive: conversations.isActive })
    .from(conversations)
    .where(eq(conversations.serviceRequestId, id));
  const [events] = await db
    .select({ n: count() })
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.serviceRequestId, id));
  const [notes] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.serviceRequestId, id));
  return {
    status: request?.status,
    payments: paymentRows.map((p) => p.status),
    chatActive: chat.map((c) => c.isActive),
    events: events!.n,
    notifications: notes!.n,
  };
}

async function expectUnchanged<T>(id: string, act: () => Promise<T>): Promise<T> {
  const before = await completionState(id);
  const result = await expectNothingWritten(t, act);
  expect(await completionState(id)).toEqual(before);
  return result;
}

describe('GET /api/admin/paid-services', () => {
  it('lists paid and completed requests, most recently paid first, with their people', async () => {
    const older = await paidJob('Tap leakage - Taps & Mixers', 1200);
    const newer = await paidJob('Blocked drain - Drains', 1_25_000);
    const done = await paidJob('Geyser not heating - Geysers', 800);
    await setPaidAt(older, new Date('2026-01-10T10:00:00Z'));
    await setPaidAt(newer, new Date('2026-01-12T10:00:00Z'));
    await setPaidAt(done, new Date('2026-01-11T10:00:00Z'));
    await expectOkJson(complete(done));
    const unpaid = await unpaidJob();
    const quoted = await jobAt(t, 'quoted', customer, repairer);

    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; services: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    expect(body.services.map((s) => s._id)).toEqual([newer, done, older]);
    expect(body.services.map((s) => s._id)).not.toContain(unpaid);
    expect(body.services.map((s) => s._id)).not.toContain(quoted);

    const [created] = await t.deps.database.db
      .select({ createdAt: serviceRequests.createdAt })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, newer));
    expect(body.services[0]).toEqual({
      _id: newer,
      id: newer,
      title: 'Blocked drain - Drains',
      serviceType: 'Plumbing',
      status: 'customer_paid',
      description: 'The kitchen tap drips all night.',
      location: { address: 'Flat 12, Shanti Apartments, Malviya Nagar', pincode: '110017' },
      createdAt: created!.createdAt.toISOString(),
      estimatedPrice: 125_000,
      repairer: {
        _id: repairer.id,
        fullname: 'Ravi Verma',
        phone: repairer.phone,
        upiId: 'ravi.verma@okaxis',
      },
      customer: { fullname: 'Meera Iyer', phone: customer.phone },
      payment: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        amount: 1_25_00_000,
        status: 'paid_by_customer',
        paidAt: '2026-01-12T10:00:00.000Z',
      },
    });
    expect(body.services[1]).toMatchObject({
      status: 'completed',
      payment: { status: 'completed', amount: 80_000 },
    });
    expect(res.body).not.toMatch(/password|argon2|aadha|otp|hmac|secret|token/i);
  });

  it('refuses users and repairers with 403 and visitors with 401', async () => {
    for (const agent of [customer.agent, repairer.agent]) {
      expectError(await list(agent), 403, 'FORBIDDEN', 'You do not have access to this.');
    }
    expectError(
      await list(createAgent(t.app)),
      401,
      'UNAUTHENTICATED',
      'Please log in to continue.',
    );
  });
});

describe('PUT /api/admin/complete-service/{id}', () => {
  it('completes the request and its payment, closes the chat, records and tells the customer', async () => {
    const id = await paidJob('Leaking flush - Toilets');
    expect((await completionState(id)).chatActive).toEqual([true]);
    const res = await complete(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: COMPLETED });

    const state = await completionState(id);
    expect(state).toMatchObject({
      status: 'completed',
      payments: ['completed'],
      chatActive: [false],
    });
    const { db } = t.deps.database;
    const [event] = await db
      .select()
      .from(serviceRequestEvents)
      .where(
        and(
          eq(serviceRequestEvents.serviceRequestId, id),
          eq(serviceRequestEvents.actorRole, 'admin'),
        ),
      );
    expect(event).toMatchObject({
      kind: 'status_changed',
      userId: customer.id,
      repairerId: repairer.id,
      fromStatus: 'customer_paid',
      toStatus: 'completed',
      data: { title: 'Leaking flush - Toilets', amountPaise: 120_000 },
    });
    const inbox = (await customer.agent.get('/api/user/notifications')).json();
    expect(inbox.notifications[0]).toMatchObject({
      type: 'system_update',
      message:
        'Your service "Leaking flush - Toilets" is complete. Thank you for choosing GharSeva!',
      serviceRequestId: id,
    });
    const seen = await customer.agent.get(`/api/user/service-requests/${id}`);
    expect(seen.json().data.status).toBe('completed');
    const listed = (await list()).json().services.find((s: { _id: string }) => s._id === id);
    expect(listed).toMatchObject({ status: 'completed', payment: { status: 'completed' } });
  });

  it('refuses a second completion with 409, changing nothing', async () => {
    const id = await paidJob();
    await expectOkJson(complete(id));
    const again = await expectUnchanged(id, () => complete(id));
    expectError(
      again,
      409,
      'INVALID_STATUS_TRANSITION',
      'This service has already been marked complete.',
    );
  });

  it('refuses a request the customer has not paid, changing nothing', async () => {
    const pending = await unpaidJob();
    const quoted = await jobAt(t, 'quoted', customer, repairer);
    for (const [id, status] of [
      [pending, 'pending_payment'],
      [quoted, 'quoted'],
    ] as const) {
      const res = await expectUnchanged(id, () => complete(id));
      expectError(
        res,
        409,
        'INVALID_STATUS_TRANSITION',
        `Only a service the customer has paid for can be marked complete (the request is ${status}).`,
      );
    }
  });

  it('refuses a paid request whose payment was not received, rolling the move back', async () => {
    const id = await unpaidJob();
    await t.deps.database.db
      .update(serviceRequests)
      .set({ status: 'customer_paid' })
      .where(eq(serviceRequests.id, id));
    const res = await expectUnchanged(id, () => complete(id));
    expectError(
      res,
      409,
      'INVALID_STATUS_TRANSITION',
      'The payment for this service has not been received.',
    );
    expect((await completionState(id)).status).toBe('customer_paid');
  });

  it('refuses users and repairers with 403 and visitors with 401, changing nothing', async () => {
    const id = await paidJob();
    for (const agent of [customer.agent, repairer.agent]) {
      const res = await expectUnchanged(id, () => complete(id, agent));
      expectError(res, 403, 'FORBIDDEN', 'You do not have access to this.');
    }
    const res = await expectUnchanged(id, () => complete(id, createAgent(t.app)));
    expectError(res, 401, 'UNAUTHENTICATED', 'Please log in to continue.');
  });

  it('answers 400 for an id that is not one and 404 for an unknown id', async () => {
    expectInvalid(await complete('not-an-id'), 'Not found.');
    const unknown = await expectNothingWritten(t, () =>
      complete('0190f5a0-0000-7000-8000-000000000000'),
    );
    expectError(unknown, 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('of 5 simultaneous completions takes exactly one', async () => {
    const id = await paidJob();
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expectError(
        res,
        409,
        'INVALID_STATUS_TRANSITION',
        'This service has already been marked complete.',
      );
    }
    const state = await completionState(id);
    expect(state).toMatchObject({ status: 'completed', payments: ['completed'] });
    const [adminEvents] = await t.deps.database.db
      .select({ n: count() })
      .from(serviceRequestEvents)
      .where(
        and(
          eq(serviceRequestEvents.serviceRequestId, id),
          eq(serviceRequestEvents.actorRole, 'admin'),
        ),
      );
    expect(adminEvents!.n).toBe(1);
  });
});

describe('the list limit', () => {
  it('answers at most 200 services', async () => {
    const id = await paidJob();
    // 210 copies of a paid request with their payments, written directly: the list stops at 200.
    await t.deps.database.db.execute(sql`
      with copies as (
        insert into service_requests (id, user_id, repairer_id, title, service_type, description,
          status, preferred_date, preferred_time, address, pincode, latitude, longitude,
          capture_method, location_approximate, quote_paise)
        select gen_random_uuid(), user_id, repairer_id, title, service_type, description,
          'customer_paid', preferred_date, preferred_time, address, pincode, latitude, longitude,
          capture_method, location_approximate, quote_paise
        from service_requests, generate_series(1, 210)
        where id = ${id}
        returning id, user_id, repairer_id, quote_paise)
      insert into payments (id, service_request_id, user_id, repairer_id, kind, amount_paise,
        description, status, paid_at)
      select gen_random_uuid(), id, user_id, repairer_id, 'service', quote_paise, 'Copy',
        'paid_by_customer', now()
      from copies`);
    const services = (await list()).json().services as unknown[];
    expect(services).toHaveLength(200);
  });
});
