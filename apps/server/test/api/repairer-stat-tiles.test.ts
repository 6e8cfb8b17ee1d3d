import { addDays, REPAIRER_STAT_TILES, REQUEST_STATUSES, todayInIndia } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payments,
  repairers,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { createRepairerStats } from '../../src/modules/repairer-stats/stats.service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { createRequest } from '../support/requests.ts';

/**
 * Every dashboard tile on fixed rows with "now" fixed at 30 November 2026 23:59:59 in India
 * (18:29:59 UTC): months are Indian calendar months, so the first minutes of 1 November in
 * India (still 31 October in UTC) count in November, and the last minutes of 31 October in
 * India count in October.
 */
const NOW = new Date('2026-11-30T18:29:59Z');
const NOV_1_0015_IST = new Date('2026-10-31T18:45:00Z');
const OCT_31_2345_IST = new Date('2026-10-31T18:15:00Z');
const OCT_1_0000_IST = new Date('2026-09-30T18:30:00Z');
const SEP_30_2359_IST = new Date('2026-09-30T18:29:00Z');
const DEC_1_0000_IST = new Date('2026-11-30T18:30:00Z');
const MID_NOVEMBER = new Date('2026-11-10T10:00:00Z');
const MID_OCTOBER = new Date('2026-10-15T10:00:00Z');

let t: TestApp;
let customer: Party;
let ravi: Party;
let other: Party;

const db = () => t.deps.database.db;

async function event(repairerId: string, createdAt: Date, values: Record<string, unknown>) {
  await db()
    .insert(serviceRequestEvents)
    .values({
      kind: 'status_changed',
      actorRole: 'user',
      userId: customer.id,
      repairerId,
      data: {},
      createdAt,
      ...values,
    });
}

const confirmedDone = (repairerId: string, at: Date) =>
  event(repairerId, at, { toStatus: 'pending_payment' });
const reviewed = (repairerId: string, at: Date, stars: number) =>
  event(repairerId, at, { kind: 'review_submitted', data: { stars } });

/** A visit the day after the app's fixed today (a request books at most 14 days ahead). */
function visitAtNow() {
  const day = addDays(todayInIndia(NOW), 1);
  return { preferredDate: day, preferredTimeSlot: { date: day, time: 'morning' } };
}

/** A job of the customer's, assigned to `repairerId` and left at `status`. */
async function jobIn(repairerId: string, status: (typeof REQUEST_STATUSES)[number]) {
  const request = await createRequest(customer.agent, { title: `Job ${status}`, ...visitAtNow() });
  await db()
    .update(serviceRequests)
    .set({ status, repairerId, assignedAt: MID_NOVEMBER })
    .where(eq(serviceRequests.id, request._id));
  return request._id;
}

async function paid(repairerId: string, rupees: number, paidAt: Date, kind = 'service') {
  const request = await createRequest(customer.agent, { title: 'Paid job', ...visitAtNow() });
  await db()
    .insert(payments)
    .values({
      serviceRequestId: request._id,
      userId: customer.id,
      repairerId,
      kind: kind as 'service',
      amountPaise: rupees * 100,
      status: 'paid_by_customer',
      description: 'Payment for Paid job',
      paidAt,
    });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  customer = await newCustomer(t);
  ravi = await newRepairer(t, { fullname: 'Ravi Verma' });
  other = await newRepairer(t, { fullname: 'Sunil Yadav' });

  // Jobs Completed: November 3 (one at 00:15 on the 1st in India, one at 23:59 on the
  // 30th); October 2 (one at 23:45 on the 31st, one at 00:00 on the 1st). Not counted: the
  // last minute of September, 1 December, another repairer's.
  await confirmedDone(ravi.id, NOV_1_0015_IST);
  await confirmedDone(ravi.id, MID_NOVEMBER);
  await confirmedDone(ravi.id, new Date('2026-11-30T18:29:00Z'));
  await confirmedDone(ravi.id, OCT_31_2345_IST);
  await confirmedDone(ravi.id, OCT_1_0000_IST);
  await confirmedDone(ravi.id, SEP_30_2359_IST);
  await confirmedDone(ravi.id, DEC_1_0000_IST);
  await confirmedDone(other.id, MID_NOVEMBER);
  // Other steps are not completions.
  await event(ravi.id, MID_NOVEMBER, { toStatus: 'pending_quote' });
  await event(ravi.id, MID_NOVEMBER, { toStatus: 'customer_paid' });

  // Earnings: November 1,000 + 500; October 3,000 (23:45 on the 31st); September 9,999.
  // Not earnings: a rejection fee, another repairer's payment.
  await paid(ravi.id, 1000, NOV_1_0015_IST);
  await paid(ravi.id, 500, MID_NOVEMBER);
  await paid(ravi.id, 3000, OCT_31_2345_IST);
  await paid(ravi.id, 9999, SEP_30_2359_IST);
  await paid(ravi.id, 150, MID_NOVEMBER, 'rejection_fee');
  await paid(other.id, 7000, MID_NOVEMBER);

  // Reviews: before November 4, 4 and 1 (the 1 at 23:45 on 31 October): 3.0. In November 5
  // and 5 (one at 00:15 on the 1st): 19 over 5 is 3.8 now, 0.8 up.
  await reviewed(ravi.id, MID_OCTOBER, 4);
  await reviewed(ravi.id, MID_OCTOBER, 4);
  await reviewed(ravi.id, OCT_31_2345_IST, 1);
  await reviewed(ravi.id, NOV_1_0015_IST, 5);
  await reviewed(ravi.id, MID_NOVEMBER, 5);
  await db()
    .update(repairers)
    .set({ ratingSum: 19, ratingCount: 5 })
    .where(eq(repairers.id, ravi.id));

  // Active Jobs: one of his jobs in each status; another repairer's in hand.
  for (const status of REQUEST_STATUSES) await jobIn(ravi.id, status);
  await jobIn(other.id, 'pending_quote');
});
afterAll(async () => {
  await t.close();
});

async function stats(party: Party) {
  const res = await party.agent.get('/api/repairer/dashboard-stats');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

describe('every dashboard tile at a fixed time, across an Indian month boundary', () => {
  it('counts each tile as REPAIRER_STAT_TILES defines it', async () => {
    expect(await stats(ravi)).toEqual({
      success: true,
      // 3 in November against 2 in October.
      jobsCompleted: 3,
      jobsCompletedChange: 50,
      // 1,500 against 3,000.
      earningsThisMonth: 1500,
      earningsChange: -50,
      // 3.8 overall; it stood at 3.0 when November began.
      averageRating: 3.8,
      ratingChange: 0.8,
      // pending_quote, quoted, accepted, in_progress, pending_otp: not requested (no one's
      // yet), not pending_payment (done: Jobs Completed), not cancelled, rejected or closed.
      activeJobs: 5,
      activeJobsChange: null,
    });
  });

  it('answers every field the definition table names, and only those', async () => {
    const fields = Object.values(REPAIRER_STAT_TILES).flatMap((d) => [d.value, d.change]);
    expect(Object.keys(await stats(ravi)).sort()).toEqual(['success', ...fields].sort());
  });

  it("another repairer's tiles hold none of Ravi's", async () => {
    expect(await stats(other)).toEqual({
      success: true,
      jobsCompleted: 1,
      jobsCompletedChange: 100,
      earningsThisMonth: 7000,
      earningsChange: 100,
      averageRating: 0,
      ratingChange: 0,
      activeJobs: 1,
      activeJobsChange: null,
    });
  });

  it('analytics uses the same Indian months', async () => {
    const res = await ravi.agent.get('/api/repairer/analytics');
    expect(res.json().data).toMatchObject({
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      monthlyEarnings: [0, 0, 0, 9999, 3000, 1500],
      totalEarnings: 9999 + 3000 + 1500,
    });
  });
});

describe('a minute later it is December in India', () => {
  it('November becomes the previous month', async () => {
    const december = createRepairerStats({
      ...t.deps,
      clock: () => new Date('2026-11-30T18:31:00Z'),
    });
    expect(await december.stats(ravi.id)).toMatchObject({
      // The one at 1 December 00:00 IST, against November's 3.
      jobsCompleted: 1,
      jobsCompletedChange: -67,
      earningsThisMonth: 0,
      earningsChange: -100,
      averageRating: 3.8,
      ratingChange: 0,
      activeJobs: 5,
      activeJobsChange: null,
    });
  });
});
