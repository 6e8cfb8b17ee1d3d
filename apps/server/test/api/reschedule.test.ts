/**
 * Moving a visit (issue 24, DESIGN.md section 12): the customer proposes a new date and slot
 * until work starts; with no repairer holding the job it applies at once, otherwise the assigned
 * repairer accepts or declines it, and a decline lets the customer cancel free of charge.
 */
import { addDays, todayInIndia } from '@gharseva/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversations,
  notifications,
  payments,
  rescheduleProposals,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { collect, connectAs, listen, next, silence } from '../support/sockets.ts';
import {
  expectOkJson,
  jobAt as jobFor,
  newCustomer,
  newRepairer,
  setJobStatus,
  type Party,
} from '../support/jobs.ts';

const TODAY = todayInIndia();
const TOMORROW = addDays(TODAY, 1);
/** The app's clock: 8 AM India time today (every slot still open), moved by some tests. */
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00+05:30`);
let clock = at('08:00');

let t: TestApp;
let customer: Party;
let repairer: Party;

beforeAll(async () => {
  t = await createTestApp({ MAX_ACTIVE_JOBS: '50' }, { clock: () => clock });
  customer = await newCustomer(t);
  repairer = await newRepairer(t, { fullname: 'Ramesh Kumar' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = at('08:00');
});

const db = () => t.deps.database.db;

/** A job at `stage` whose visit is this morning (every test's clock is 8 AM or later today). */
const jobAt = (
  app: TestApp,
  stage: Parameters<typeof jobFor>[1],
  by: Party,
  to: Party,
  overrides: Record<string, unknown> = {},
) =>
  jobFor(app, stage, by, to, {
    preferredDate: TODAY,
    preferredTimeSlot: { date: TODAY, time: 'morning' },
    ...overrides,
  });

const propose = (party: Party, id: string, body: unknown) =>
  party.agent.post(`/api/user/service-requests/${id}/reschedule`, body);
const withdraw = (party: Party, id: string) =>
  party.agent.delete(`/api/user/service-requests/${id}/reschedule`);
const decide = (party: Party, id: string, decision: unknown) =>
  party.agent.put(`/api/repairer/jobs/${id}/reschedule`, { decision });
const cancel = (party: Party, id: string) =>
  party.agent.put(`/api/service-requests/user/${id}/status`, { status: 'cancelled' });

async function visitOf(id: string) {
  const [row] = await db()
    .select({
      date: serviceRequests.preferredDate,
      time: serviceRequests.preferredTime,
      status: serviceRequests.status,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row!;
}

async function eventsOf(id: string, kindPrefix = 'reschedul') {
  const rows = await db()
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.serviceRequestId, id))
    .orderBy(asc(serviceRequestEvents.createdAt));
  return rows
    .filter((e) => e.kind.startsWith(kindPrefix))
    .map((e) => ({ kind: e.kind, actorRole: e.actorRole, actorId: e.actorId, data: e.data }));
}

async function notesOf(id: string, role: 'user' | 'repairer') {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.serviceRequestId, id), eq(notifications.recipientRole, role)));
  return rows.map((n) => ({ template: n.template, message: n.message }));
}

async function proposalsOf(id: string) {
  return db()
    .select({ status: rescheduleProposals.status, toDate: rescheduleProposals.toDate })
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.serviceRequestId, id));
}

const moved = (title: string, toDate: string, toTime: string, fromTime = 'morning') => ({
  title,
  fromDate: TODAY,
  fromTime,
  toDate,
  toTime,
});

describe('the assigned repairer accepts or declines', () => {
  it('a proposal waits, then its acceptance moves the visit; both sides are told', async () => {
    const title = 'Geyser not heating';
    const id = await jobAt(t, 'accepted', customer, repairer, { title });
    const body = await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'evening' }));
    expect(body).toMatchObject({
      success: true,
      message: 'The new date was sent to your repairer to confirm.',
      data: {
        _id: id,
        preferredDate: TODAY,
        preferredTime: 'morning',
        pendingReschedule: { date: TOMORROW, time: 'evening' },
        lastRescheduleDeclined: false,
      },
    });
    // Unchanged until the repairer answers.
    expect(await visitOf(id)).toEqual({ date: TODAY, time: 'morning', status: 'accepted' });
    expect(await notesOf(id, 'repairer')).toContainEqual({
      template: 'rescheduleProposed',
      message: `The customer asks to move "${title}" to ${TOMORROW}, evening. Please accept or decline.`,
    });
    // The repairer's job card shows the proposal.
    const jobs = (await repairer.agent.get('/api/service-requests/repairer/assigned-jobs')).json()
      .data as { _id: string; pendingReschedule: unknown }[];
    expect(jobs.find((j) => j._id === id)?.pendingReschedule).toMatchObject({
      date: TOMORROW,
      time: 'evening',
    });

    const answer = await expectOkJson(decide(repairer, id, 'accept'));
    expect(answer).toMatchObject({
      message: 'The new date was accepted. The visit is moved.',
      data: { _id: id, preferredDate: TOMORROW, preferredTime: 'evening', pendingReschedule: null },
    });
    expect(await visitOf(id)).toEqual({ date: TOMORROW, time: 'evening', status: 'accepted' });
    expect(await notesOf(id, 'user')).toContainEqual({
      template: 'rescheduleAccepted',
      message: `Your repairer accepted the new date for "${title}": ${TOMORROW}, evening.`,
    });
    expect(await eventsOf(id)).toEqual([
      {
        kind: 'reschedule_proposed',
        actorRole: 'user',
        actorId: customer.id,
        data: moved(title, TOMORROW, 'evening'),
      },
      {
        kind: 'reschedule_accepted',
        actorRole: 'repairer',
        actorId: repairer.id,
        data: moved(title, TOMORROW, 'evening'),
      },
    ]);
    // The customer's read shows the new slot.
    const read = (await customer.agent.get(`/api/user/service-requests/${id}`)).json().data;
    expect(read).toMatchObject({ preferredDate: TOMORROW, preferredTime: 'evening' });
  });

  it('a decline leaves the visit as it was and the customer is told', async () => {
    const title = 'Fan making noise';
    const id = await jobAt(t, 'quoted', customer, repairer, { title });
    await expectOkJson(propose(customer, id, { date: addDays(TODAY, 3), time: 'afternoon' }));
    const answer = await expectOkJson(decide(repairer, id, 'decline'));
    expect(answer).toMatchObject({
      message: 'The new date was declined. The visit stays as it was.',
      data: { preferredDate: TODAY, preferredTime: 'morning', pendingReschedule: null },
    });
    expect(await visitOf(id)).toEqual({ date: TODAY, time: 'morning', status: 'quoted' });
    expect(await notesOf(id, 'user')).toContainEqual({
      template: 'rescheduleDeclined',
      message: `Your repairer declined the new date for "${title}". The visit stays as it was; you may cancel free of charge.`,
    });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual([
      'reschedule_proposed',
      'reschedule_declined',
    ]);
    expect((await eventsOf(id))[1]!.data).toEqual(moved(title, addDays(TODAY, 3), 'afternoon'));
    const read = (await customer.agent.get(`/api/user/service-requests/${id}`)).json().data;
    expect(read).toMatchObject({ lastRescheduleDeclined: true, pendingReschedule: null });
  });

  it('is decided once: a second answer finds nothing waiting', async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const [first, second] = await Promise.all([
      decide(repairer, id, 'accept'),
      decide(repairer, id, 'decline'),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expectError(
      refused,
      409,
      'RESCHEDULE_NOT_PENDING',
      'There is no new date waiting for an answer on this job.',
    );
    expect((await eventsOf(id)).length).toBe(2);
  });

  it('an answer with nothing waiting is refused and writes nothing', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await expectNothingWritten(t, () => decide(repairer, id, 'accept'));
    expectError(
      res,
      409,
      'RESCHEDULE_NOT_PENDING',
      'There is no new date waiting for an answer on this job.',
    );
  });

  it('a decision must be accept or decline', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const res = await expectNothingWritten(t, () => decide(repairer, id, 'maybe'));
    expectInvalid(res, 'Please accept or decline the new date.');
    expect(await proposalsOf(id)).toEqual([{ status: 'pending', toDate: TOMORROW }]);
  });

  it('accepting a slot that passed while it waited is refused and nothing changes', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TODAY, time: 'afternoon' }));
    clock = at('18:00');
    const res = await expectNothingWritten(t, () => decide(repairer, id, 'accept'));
    expectInvalid(
      res,
      'This time slot is already over today. Please choose a later slot or another day.',
    );
    expect(await proposalsOf(id)).toEqual([{ status: 'pending', toDate: TODAY }]);
    expect(await visitOf(id)).toMatchObject({ date: TODAY, time: 'morning' });
  });
});

describe('free cancel after a decline', () => {
  async function traces(id: string) {
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    return {
      payments: await n(
        db().select({ n: count() }).from(payments).where(eq(payments.serviceRequestId, id)),
      ),
      openChats: await n(
        db()
          .select({ n: count() })
          .from(conversations)
          .where(and(eq(conversations.serviceRequestId, id), eq(conversations.isActive, true))),
      ),
    };
  }

  it('from accepted, once the latest proposal was declined: cancelled, no fee, chat closed', async () => {
    const title = 'Washing machine leaking';
    const id = await jobAt(t, 'accepted', customer, repairer, { title });
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'afternoon' }));
    await expectOkJson(decide(repairer, id, 'decline'));
    expect((await traces(id)).openChats).toBe(1);

    const body = await expectOkJson(cancel(customer, id));
    expect(body).toMatchObject({ data: { _id: id, status: 'cancelled' } });
    expect(await traces(id)).toEqual({ payments: 0, openChats: 0 });
    expect(await notesOf(id, 'repairer')).toContainEqual({
      template: 'jobCancelled',
      message: `The customer cancelled the request "${title}".`,
    });
    const [event] = await db()
      .select()
      .from(serviceRequestEvents)
      .where(
        and(
          eq(serviceRequestEvents.serviceRequestId, id),
          eq(serviceRequestEvents.toStatus, 'cancelled'),
        ),
      );
    expect(event).toMatchObject({
      actorRole: 'user',
      fromStatus: 'accepted',
      kind: 'status_changed',
    });
  });

  it('not from accepted without a decline', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await expectNothingWritten(t, () => cancel(customer, id));
    expectError(
      res,
      409,
      'INVALID_STATUS_TRANSITION',
      'A request can be cancelled only until you accept or reject a quote.',
    );
    expect((await visitOf(id)).status).toBe('accepted');
  });

  it('not when the latest proposal was accepted, nor while one waits', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'afternoon' }));
    await expectOkJson(decide(repairer, id, 'decline'));
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'evening' }));
    expect((await cancel(customer, id)).statusCode).toBe(409);
    await expectOkJson(decide(repairer, id, 'accept'));
    expect((await cancel(customer, id)).statusCode).toBe(409);
    expect((await visitOf(id)).status).toBe('accepted');
  });
});

describe('with no repairer holding the job', () => {
  it('the new slot applies at once and is kept in the history', async () => {
    const title = 'Open request moved';
    const id = await jobAt(t, 'requested', customer, repairer, { title });
    const body = await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'evening' }));
    expect(body).toMatchObject({
      message: 'The visit was moved to the new date.',
      data: { preferredDate: TOMORROW, preferredTime: 'evening', pendingReschedule: null },
    });
    expect(await visitOf(id)).toEqual({ date: TOMORROW, time: 'evening', status: 'requested' });
    expect(await eventsOf(id)).toEqual([
      {
        kind: 'rescheduled',
        actorRole: 'user',
        actorId: customer.id,
        data: moved(title, TOMORROW, 'evening'),
      },
    ]);
    expect(await proposalsOf(id)).toEqual([]);
    expect(await notesOf(id, 'repairer')).toEqual([]);
  });

  it("every repairer's board hears of it once it commits; a refused move says nothing", async () => {
    const url = await listen(t);
    const id = await jobAt(t, 'requested', customer, repairer, { title: 'Board date moved' });
    const socket = await connectAs(url, repairer.agent);
    try {
      const refused = collect(socket, 'nearbyJobChanged');
      clock = at('22:00');
      expect((await propose(customer, id, { date: TODAY, time: 'evening' })).statusCode).toBe(400);
      await silence(refused);
      clock = at('08:00');
      const changed = next(socket, 'nearbyJobChanged');
      await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'evening' }));
      expect(await changed).toEqual({ jobId: id });
    } finally {
      socket.close();
    }
  });

  it('a request sent to one repairer: applied at once, and he is told', async () => {
    const title = 'Direct request moved';
    const res = await customer.agent.post('/api/service-requests', {
      repairerId: repairer.id,
      serviceType: 'Plumbing',
      title,
      description: 'Please come and look at the tap.',
      preferredTimeSlot: 'morning',
      contactInfo: '9876543210',
      locationData: {
        fullAddress: 'Flat 12, Shanti Apartments, Malviya Nagar',
        pincode: '110017',
        coordinates: null,
        captureMethod: 'manual',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'afternoon' }));
    expect(await visitOf(id)).toMatchObject({ date: TOMORROW, time: 'afternoon' });
    expect(await notesOf(id, 'repairer')).toContainEqual({
      template: 'visitMoved',
      message: `The customer moved "${title}" to ${TOMORROW}, afternoon.`,
    });
  });
});

describe('refusals write nothing', () => {
  it('a second proposal while one waits', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const res = await expectNothingWritten(t, () =>
      propose(customer, id, { date: addDays(TODAY, 2), time: 'evening' }),
    );
    expectError(
      res,
      409,
      'RESCHEDULE_PENDING',
      'A new date is already waiting for the repairer to confirm. Wait for the answer or withdraw it first.',
    );
    expect(await proposalsOf(id)).toEqual([{ status: 'pending', toDate: TOMORROW }]);
  });

  it('once work has started', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(setJobStatus(repairer, id, { status: 'in_progress' }));
    const res = await expectNothingWritten(t, () =>
      propose(customer, id, { date: TOMORROW, time: 'morning' }),
    );
    expectError(
      res,
      409,
      'INVALID_STATUS_TRANSITION',
      'The visit can be moved only until work starts.',
    );
    expect(await proposalsOf(id)).toEqual([]);
  });

  it('a proposal left waiting when work starts can no longer be accepted, and is not shown', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    await expectOkJson(setJobStatus(repairer, id, { status: 'in_progress' }));
    const res = await expectNothingWritten(t, () => decide(repairer, id, 'accept'));
    expectError(
      res,
      409,
      'INVALID_STATUS_TRANSITION',
      'The visit can be moved only until work starts.',
    );
    const read = (await customer.agent.get(`/api/user/service-requests/${id}`)).json().data;
    expect(read).toMatchObject({ pendingReschedule: null, preferredDate: TODAY });
  });

  it('a date left waiting when the job went back to the board is dropped by the next move', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    // As an admin's return_to_board leaves it: waiting again, no one holding it.
    await db()
      .update(serviceRequests)
      .set({ status: 'requested', repairerId: null })
      .where(eq(serviceRequests.id, id));
    const read = (await customer.agent.get(`/api/user/service-requests/${id}`)).json().data;
    expect(read).toMatchObject({ pendingReschedule: null });
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'evening' }));
    expect(await visitOf(id)).toMatchObject({ date: TOMORROW, time: 'evening' });
    expect(await proposalsOf(id)).toEqual([{ status: 'withdrawn', toDate: TOMORROW }]);
  });

  it.each([
    ['a past date', { date: addDays(TODAY, -1), time: 'morning' }],
    ['more than 14 days ahead', { date: addDays(TODAY, 15), time: 'morning' }],
    ['not a date', { date: '2026-02-30', time: 'morning' }],
    ['a written date', { date: 'tomorrow', time: 'morning' }],
  ])('%s', async (_name, body) => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await expectNothingWritten(t, () => propose(customer, id, body));
    expectInvalid(res, 'Please choose a date from today up to 14 days ahead.');
    expect(await proposalsOf(id)).toEqual([]);
  });

  it('a slot that is not one of the four', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await expectNothingWritten(t, () =>
      propose(customer, id, { date: TOMORROW, time: 'night' }),
    );
    expectInvalid(res, 'Please select a preferred time slot.');
  });

  it("a slot of today that is over (the app's clock)", async () => {
    const id = await jobAt(t, 'requested', customer, repairer);
    clock = at('22:00');
    const res = await expectNothingWritten(t, () =>
      propose(customer, id, { date: TODAY, time: 'evening' }),
    );
    expectInvalid(
      res,
      'This time slot is already over today. Please choose a later slot or another day.',
    );
    expect(await visitOf(id)).toMatchObject({ date: TODAY, time: 'morning' });
  });

  it('the slot the visit already has', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await expectNothingWritten(t, () =>
      propose(customer, id, { date: TODAY, time: 'morning' }),
    );
    expectInvalid(res, 'The visit is already booked for this date and time slot.');
  });
});

describe('withdrawing', () => {
  it('the customer takes back a waiting proposal; the repairer is told and cannot answer it', async () => {
    const title = 'Sink blocked';
    const id = await jobAt(t, 'accepted', customer, repairer, { title });
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const body = await expectOkJson(withdraw(customer, id));
    expect(body).toMatchObject({
      message: 'The new date was withdrawn. The visit stays as it was.',
      data: { pendingReschedule: null, lastRescheduleDeclined: false, preferredDate: TODAY },
    });
    expect(await proposalsOf(id)).toEqual([{ status: 'withdrawn', toDate: TOMORROW }]);
    expect(await notesOf(id, 'repairer')).toContainEqual({
      template: 'rescheduleWithdrawn',
      message: `The customer withdrew the new date for "${title}". The visit stays as it was.`,
    });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual([
      'reschedule_proposed',
      'reschedule_withdrawn',
    ]);
    expect((await decide(repairer, id, 'accept')).statusCode).toBe(409);
    const again = await expectNothingWritten(t, () => withdraw(customer, id));
    expectError(
      again,
      409,
      'RESCHEDULE_NOT_PENDING',
      'There is no new date waiting for an answer on this job.',
    );
  });
});

describe('other accounts are refused', () => {
  it("another customer's request reads as not found", async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const stranger = await newCustomer(t, 'Other Person');
    const res = await expectNothingWritten(t, () =>
      propose(stranger, id, { date: TOMORROW, time: 'morning' }),
    );
    expectError(res, 404, 'NOT_FOUND', 'This service request was not found.');
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const gone = await expectNothingWritten(t, () => withdraw(stranger, id));
    expectError(gone, 404, 'NOT_FOUND', 'This service request was not found.');
    expect(await proposalsOf(id)).toEqual([{ status: 'pending', toDate: TOMORROW }]);
  });

  it("another repairer's job reads as not found", async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(propose(customer, id, { date: TOMORROW, time: 'morning' }));
    const other = await newRepairer(t, { fullname: 'Suresh Patel' });
    const res = await expectNothingWritten(t, () => decide(other, id, 'accept'));
    expectError(res, 404, 'JOB_NOT_FOUND', 'This job is no longer available.');
    expect(await proposalsOf(id)).toEqual([{ status: 'pending', toDate: TOMORROW }]);
  });

  it('each side only its own call: a repairer cannot propose, a customer cannot answer', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const asRepairer = await propose(repairer, id, { date: TOMORROW, time: 'morning' });
    expect(asRepairer.statusCode).toBe(403);
    const asCustomer = await decide(customer, id, 'accept');
    expect(asCustomer.statusCode).toBe(403);
  });
});
