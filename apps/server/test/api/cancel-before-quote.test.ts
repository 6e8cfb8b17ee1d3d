import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  notifications,
  payments,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { expectError, expectNothingWritten } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  completionCode,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  setJobStatus,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';

const REFUSED = 'A request can be cancelled only until you accept or reject a quote.';

let t: TestApp;
let customer: Party;
let repairer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t);
  repairer = await newRepairer(t, { fullname: 'Ramesh Kumar' });
});
afterAll(async () => {
  await t.close();
});

const cancel = (party: Party, id: string) =>
  party.agent.put(`/api/service-requests/user/${id}/status`, { status: 'cancelled' });

const db = () => t.deps.database.db;

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row?.status;
}

/** Rows of a job in the tables a cancel could write to. */
async function traces(id: string) {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    status: await statusOf(id),
    events: await n(
      db()
        .select({ n: count() })
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, id)),
    ),
    notifications: await n(
      db().select({ n: count() }).from(notifications).where(eq(notifications.serviceRequestId, id)),
    ),
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

async function assignedIds(party: Party) {
  const res = await party.agent.get('/api/service-requests/repairer/assigned-jobs');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string }[]).map((j) => j._id);
}

async function activeJobs(party: Party) {
  return (await party.agent.get('/api/repairer/dashboard-stats')).json().activeJobs as number;
}

async function repairerNotifications(party: Party) {
  const res = await party.agent.get('/api/repairer/notifications');
  return (
    res.json().notifications as { type: string; message: string; serviceRequestId?: string }[]
  ).map(({ type, message }) => ({ type, message }));
}

describe('the customer cancels free of charge until a quote is answered', () => {
  it.each(['pending_quote', 'quoted'] as const)(
    'in %s: cancelled, the repairer told, the job off his list, no fee',
    async (stage) => {
      const title = `Geyser not heating (${stage})`;
      const id = await jobAt(t, stage, customer, repairer, { title }, 900);
      expect(await assignedIds(repairer)).toContain(id);
      const activeBefore = await activeJobs(repairer);
      expect((await traces(id)).openChats).toBe(1);

      const body = await expectOkJson(cancel(customer, id));
      expect(body).toMatchObject({
        success: true,
        message: 'Request cancelled successfully!',
        data: { _id: id, status: 'cancelled' },
      });

      expect(await traces(id)).toMatchObject({ status: 'cancelled', payments: 0, openChats: 0 });
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
        actorId: customer.id,
        repairerId: repairer.id,
        fromStatus: stage,
      });
      expect(await repairerNotifications(repairer)).toContainEqual({
        type: 'job_cancelled',
        message: `The customer cancelled the request "${title}".`,
      });
      expect(await assignedIds(repairer)).not.toContain(id);
      expect(await activeJobs(repairer)).toBe(activeBefore - 1);
      // His recent activity says so.
      const activity = (await repairer.agent.get('/api/repairer/recent-activity')).json().data as {
        message: string;
      }[];
      expect(activity[0]!.message).toBe(`The customer cancelled ${title}.`);
      // And he can no longer quote it.
      const quote = await repairer.agent.put(`/api/service-requests/repairer/${id}/quote`, {
        estimatedPrice: 500,
      });
      expect(quote.statusCode).toBe(409);
    },
  );

  it('a request no repairer took yet is cancelled as before, with no one to tell', async () => {
    const id = await jobAt(t, 'requested', customer, repairer, { title: 'Open request' });
    await expectOkJson(cancel(customer, id));
    expect(await traces(id)).toEqual({
      status: 'cancelled',
      events: 2,
      notifications: 0,
      payments: 0,
      openChats: 0,
    });
  });
});

describe('any other status is refused and nothing is written', () => {
  async function expectRefused(id: string) {
    const before = await traces(id);
    const res = await expectNothingWritten(t, () => cancel(customer, id));
    expectError(res, 409, 'INVALID_STATUS_TRANSITION', REFUSED);
    expect(await traces(id)).toEqual(before);
  }

  it.each(['accepted', 'pending_otp'] as const)('%s', async (stage) => {
    await expectRefused(await jobAt(t, stage, customer, repairer));
  });

  it('in_progress', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    await expectOkJson(setJobStatus(repairer, id, { status: 'in_progress' }));
    await expectRefused(id);
  });

  it('pending_payment', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    await expectOkJson(verifyCompletion(customer, id, completionCode(t, customer.phone)));
    await expectRefused(id);
  });

  it('rejected (the quote fee is due instead)', async () => {
    const id = await jobAt(t, 'quoted', customer, repairer);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${id}/reject-quote`));
    await expectRefused(id);
  });

  it('cancelled already', async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    await expectOkJson(cancel(customer, id));
    await expectRefused(id);
  });
});

describe('who may cancel', () => {
  it("another customer's request reads as not found and stays as it was", async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    const stranger = await newCustomer(t, 'Other Person');
    const before = await traces(id);
    const res = await expectNothingWritten(t, () => cancel(stranger, id));
    expectError(res, 404, 'NOT_FOUND', 'This service request was not found.');
    expect(await traces(id)).toEqual(before);
  });

  it("the repairer cannot use the customer's cancel", async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    const res = await expectNothingWritten(t, () => cancel(repairer, id));
    expectError(res, 403, 'FORBIDDEN', 'You do not have access to this.');
    expect(await statusOf(id)).toBe('pending_quote');
  });
});
