import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  repairers,
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
let stranger: Party;
let repairer: Party;
let admin: { agent: Agent };

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  admin = await signupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const STARS_MESSAGE = 'Please select a star rating.';
const NOT_FOUND = 'This service request was not found.';

const review = (agent: Agent, id: string, body: unknown) =>
  agent.post(`/api/user/service-request/${id}/review`, body);

/** A job of `customer` done by `by`, confirmed with the completion code: pending_payment. */
async function unpaidJob(by: Party = repairer, title = 'Tap leakage - Taps & Mixers') {
  const id = await jobAt(t, 'pending_otp', customer, by, { title });
  await expectOkJson(verifyCompletion(customer, id, completionCode(t, customer.phone)));
  return id;
}

async function paidJob(by: Party = repairer, title?: string) {
  const id = await unpaidJob(by, title);
  await payRequest(t, customer, id);
  return id;
}

/** Everything a review writes, for the request and its repairer. */
async function reviewState(id: string, repairerId = repairer.id) {
  const { db } = t.deps.database;
  const [request] = await db
    .select({ stars: serviceRequests.ratingStars, comment: serviceRequests.ratingComment })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  const [rating] = await db
    .select({ sum: repairers.ratingSum, count: repairers.ratingCount })
    .from(repairers)
    .where(eq(repairers.id, repairerId));
  const [events] = await db
    .select({ n: count() })
    .from(serviceRequestEvents)
    .where(
      and(
        eq(serviceRequestEvents.serviceRequestId, id),
        eq(serviceRequestEvents.kind, 'review_submitted'),
      ),
    );
  const [notes] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.serviceRequestId, id), eq(notifications.type, 'rating_received')));
  return { request, rating, events: events!.n, notifications: notes!.n };
}

/** Runs `act` and asserts that it changed nothing a review writes (nor any event or SMS). */
async function expectUnchanged<T>(id: string, act: () => Promise<T>): Promise<T> {
  const before = await reviewState(id);
  const result = await expectNothingWritten(t, act);
  expect(await reviewState(id)).toEqual(before);
  return result;
}

describe('POST /api/user/service-request/{id}/review', () => {
  it('records the rating, the repairer average, the event and the notification', async () => {
    const ravi = await newRepairer(t, { fullname: 'Ravi Verma' });
    const id = await paidJob(ravi);
    const res = await review(customer.agent, id, { stars: 4, comment: '  Quick and tidy.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you for your review!' });

    expect(await reviewState(id, ravi.id)).toEqual({
      request: { stars: 4, comment: 'Quick and tidy.' },
      rating: { sum: 4, count: 1 },
      events: 1,
      notifications: 1,
    });
    const seen = await customer.agent.get(`/api/user/service-requests/${id}`);
    expect(seen.json().data.rating).toEqual({ stars: 4, comment: 'Quick and tidy.' });

    const [event] = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(
        and(
          eq(serviceRequestEvents.serviceRequestId, id),
          eq(serviceRequestEvents.kind, 'review_submitted'),
        ),
      );
    expect(event).toMatchObject({
      actorRole: 'user',
      actorId: customer.id,
      userId: customer.id,
      repairerId: ravi.id,
      data: { stars: 4, title: 'Tap leakage - Taps & Mixers' },
    });

    const inbox = (await ravi.agent.get('/api/repairer/notifications')).json();
    expect(inbox.notifications[0]).toMatchObject({
      type: 'rating_received',
      message: 'Meera rated your Plumbing service 4 stars.',
      serviceRequestId: id,
      read: false,
    });

    // A second job's review: the average is over both.
    const second = await paidJob(ravi, 'Blocked drain - Drains');
    await expectOkJson(review(customer.agent, second, { stars: 1 }));
    const profile = (await ravi.agent.get('/api/repairer/profile')).json().data;
    expect(profile.rating).toEqual({ average: 2.5, count: 2 });
    expect((await ravi.agent.get('/api/repairer/dashboard-stats')).json().averageRating).toBe(2.5);
    const inboxAfter = (await ravi.agent.get('/api/repairer/notifications')).json();
    expect(inboxAfter.notifications[0].message).toBe('Meera rated your Plumbing service 1 star.');
    expect((await reviewState(second, ravi.id)).request).toEqual({ stars: 1, comment: null });

    const activity = (await customer.agent.get('/api/user/recent-activity')).json().data as {
      type: string;
      message: string;
    }[];
    expect(activity[0]).toMatchObject({
      type: 'review',
      message: 'You rated Blocked drain - Drains 1 star.',
    });
    expect(activity.filter((a) => a.type === 'review').map((a) => a.message)).toEqual([
      'You rated Blocked drain - Drains 1 star.',
      'You rated Tap leakage - Taps & Mixers 4 stars.',
    ]);
  });

  it('takes a review of a service the admin has completed', async () => {
    const id = await paidJob();
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${id}`));
    await expectOkJson(review(customer.agent, id, { stars: 5, comment: null }));
    expect((await reviewState(id)).request).toEqual({ stars: 5, comment: null });
  });

  it.each([
    ['no stars', {}],
    ['0 stars', { stars: 0 }],
    ['6 stars', { stars: 6 }],
    ['3.5 stars', { stars: 3.5 }],
    ['-1 stars', { stars: -1 }],
    ['stars as text', { stars: '4' }],
    ['stars null', { stars: null }],
    ['stars true', { stars: true }],
    ['a comment only', { comment: 'Great!' }],
  ])('asks for a star rating for %s, writing nothing', async (_name, body) => {
    const id = await paidJob();
    const res = await expectUnchanged(id, () => review(customer.agent, id, body));
    expectInvalid(res, STARS_MESSAGE);
  });

  it('refuses a comment over 500 characters and takes one of exactly 500', async () => {
    const id = await paidJob();
    const long = await expectUnchanged(id, () =>
      review(customer.agent, id, { stars: 4, comment: 'x'.repeat(501) }),
    );
    expectInvalid(long, 'The comment must be at most 500 characters.');
    const notText = await expectUnchanged(id, () =>
      review(customer.agent, id, { stars: 4, comment: 42 }),
    );
    expectInvalid(notText, 'The comment must be at most 500 characters.');
    await expectOkJson(review(customer.agent, id, { stars: 4, comment: 'y'.repeat(500) }));
    expect((await reviewState(id)).request?.comment).toHaveLength(500);
  });

  it('refuses a body that is not an object and an id that is not one', async () => {
    const id = await paidJob();
    const array = await expectUnchanged(id, () => review(customer.agent, id, [4]));
    expectError(array, 400, 'BAD_REQUEST', 'The request could not be read.');
    expectInvalid(await review(customer.agent, 'not-an-id', { stars: 4 }), 'Not found.');
  });

  it("answers 404 for another user's request and an unknown id, changing nothing", async () => {
    const id = await paidJob();
    const res = await expectUnchanged(id, () => review(stranger.agent, id, { stars: 1 }));
    expectError(res, 404, 'NOT_FOUND', NOT_FOUND);
    expect(res.body).not.toContain('Tap leakage');
    const unknown = await review(customer.agent, '0190f5a0-0000-7000-8000-000000000000', {
      stars: 4,
    });
    expectError(unknown, 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('refuses repairers and admins with 403 and visitors with 401', async () => {
    const id = await paidJob();
    for (const agent of [repairer.agent, admin.agent]) {
      const res = await expectUnchanged(id, () => review(agent, id, { stars: 5 }));
      expectError(res, 403, 'FORBIDDEN', 'You do not have access to this.');
    }
    const visitor = createAgent(t.app);
    const res = await expectUnchanged(id, () => review(visitor, id, { stars: 5 }));
    expectError(res, 401, 'UNAUTHENTICATED', 'Please log in to continue.');
  });

  it('refuses a service that is not paid yet with 409 REVIEW_NOT_ALLOWED', async () => {
    const pendingPayment = await unpaidJob();
    const quoted = await jobAt(t, 'quoted', customer, repairer);
    const requested = await jobAt(t, 'requested', customer, repairer);
    for (const id of [pendingPayment, quoted, requested]) {
      const res = await expectUnchanged(id, () => review(customer.agent, id, { stars: 5 }));
      expectError(
        res,
        409,
        'REVIEW_NOT_ALLOWED',
        'You can review a service once it has been paid.',
      );
    }
  });

  it('takes one review only: the second is 409 ALREADY_REVIEWED and keeps the first', async () => {
    const id = await paidJob();
    await expectOkJson(review(customer.agent, id, { stars: 2, comment: 'Late.' }));
    const again = await expectUnchanged(id, () =>
      review(customer.agent, id, { stars: 5, comment: 'Changed my mind.' }),
    );
    expectError(again, 409, 'ALREADY_REVIEWED', 'This service has already been reviewed.');
    expect((await reviewState(id)).request).toEqual({ stars: 2, comment: 'Late.' });
  });

  it('of 10 simultaneous reviews by the owner takes exactly one', async () => {
    const id = await paidJob();
    const before = await reviewState(id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        review(customer.agent, id, { stars: (i % 5) + 1, comment: `Try ${i}` }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expectError(res, 409, 'ALREADY_REVIEWED', 'This service has already been reviewed.');
    }
    const after = await reviewState(id);
    expect(after.rating!.count).toBe(before.rating!.count + 1);
    expect(after.rating!.sum - before.rating!.sum).toBe(after.request!.stars);
    expect(after.events).toBe(1);
    expect(after.notifications).toBe(1);
  });
});
