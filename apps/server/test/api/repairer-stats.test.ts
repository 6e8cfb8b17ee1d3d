import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payments,
  repairers,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { monthStartsInIndia } from '../../src/modules/repairer-stats/months.ts';
import { expectError } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import {
  completionCode,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  setJobStatus,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';
import { createRequest, visitDay } from '../support/requests.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ELECTRICAL = {
  serviceType: 'Electrical',
  category: 'Fans',
  issue: 'Fan not running or running slow',
};

let t: TestApp;
let customer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

/**
 * The starts of the last six Indian months, oldest first, and of the next:
 * month i is [starts[i], starts[i + 1]); starts[5] is this month's.
 */
const starts = () => monthStartsInIndia(6, new Date());
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

/** The last six months as `YYYY-MM` in India, oldest first, worked out apart from months.ts. */
function expectedMonthLabels(now = new Date()): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return Array.from({ length: 6 }, (_, i) => {
    const index = year * 12 + (month - 1) - (5 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** A job walked through the API to pending_payment; answers its id and payment id. */
async function completedJob(repairer: Party, overrides: Record<string, unknown>, rupees: number) {
  const id = await jobAt(t, 'pending_otp', customer, repairer, overrides, rupees);
  const body = await expectOkJson(
    verifyCompletion(customer, id, completionCode(t, customer.phone)),
  );
  return { id, paymentId: body.paymentId as string };
}

/** What the payment step will do once the customer pays: the payment paid at `paidAt`. */
async function markPaid(paymentId: string, paidAt: Date) {
  await t.deps.database.db
    .update(payments)
    .set({ status: 'paid_by_customer', paidAt })
    .where(eq(payments.id, paymentId));
}

/** A payment row of a fresh request, as the payment step would leave it. */
async function insertPayment(
  repairerId: string | null,
  rupees: number,
  paidAt: Date | null,
  extra: Partial<typeof payments.$inferInsert> = {},
) {
  const request = await createRequest(customer.agent, { title: 'Old job' });
  await t.deps.database.db.insert(payments).values({
    serviceRequestId: request._id,
    userId: customer.id,
    repairerId,
    kind: 'service',
    amountPaise: rupees * 100,
    status: paidAt ? 'paid_by_customer' : 'created',
    description: 'Payment for Old job',
    paidAt,
    ...extra,
  });
}

async function insertEvent(
  repairerId: string,
  createdAt: Date,
  event: { kind?: string; toStatus?: string; data?: Record<string, unknown> },
) {
  await t.deps.database.db.insert(serviceRequestEvents).values({
    kind: event.kind ?? 'status_changed',
    actorRole: 'user',
    userId: customer.id,
    repairerId,
    toStatus: event.toStatus ?? null,
    data: event.data ?? {},
    createdAt,
  });
}

const review = (repairerId: string, createdAt: Date, stars: number) =>
  insertEvent(repairerId, createdAt, { kind: 'review_submitted', data: { stars } });

async function stats(repairer: Party) {
  const res = await repairer.agent.get('/api/repairer/dashboard-stats');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

async function analytics(repairer: Party) {
  const res = await repairer.agent.get('/api/repairer/analytics');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: boolean; data: Record<string, unknown> };
}

async function activity(repairer: Party) {
  const res = await repairer.agent.get('/api/repairer/recent-activity');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    type: string;
    message: string;
    amount: number | null;
    time: string;
  }[];
}

describe('a repairer with no work yet', () => {
  it('has zero figures, six empty months and no activity', async () => {
    const fresh = await newRepairer(t);
    expect(await stats(fresh)).toEqual({
      success: true,
      jobsCompleted: 0,
      jobsCompletedChange: 0,
      earningsThisMonth: 0,
      earningsChange: 0,
      averageRating: 0,
      ratingChange: 0,
      activeJobs: 0,
      activeJobsChange: null,
    });
    expect(await analytics(fresh)).toEqual({
      success: true,
      data: {
        jobsCompleted: 0,
        totalEarnings: 0,
        monthlyEarnings: [0, 0, 0, 0, 0, 0],
        months: expectedMonthLabels(),
        topServices: [],
      },
    });
    expect(await activity(fresh)).toEqual([]);
  });
});

describe('a first month of work', () => {
  it('counts against an empty previous month as 100 percent up', async () => {
    const newcomer = await newRepairer(t, { fullname: 'Naveen Rao' });
    const { paymentId } = await completedJob(newcomer, {}, 640);
    await markPaid(paymentId, new Date());
    await jobAt(t, 'pending_quote', customer, newcomer);
    expect(await stats(newcomer)).toEqual({
      success: true,
      jobsCompleted: 1,
      jobsCompletedChange: 100,
      earningsThisMonth: 640,
      earningsChange: 100,
      averageRating: 0,
      ratingChange: 0,
      activeJobs: 1,
      // A count of now: no month to compare with.
      activeJobsChange: null,
    });
  });
});

describe('dashboard stats and analytics of a busy repairer', () => {
  let ravi: Party;
  let sunil: Party;

  beforeAll(async () => {
    ravi = await newRepairer(t, { fullname: 'Ravi Verma' });
    sunil = await newRepairer(t, { fullname: 'Sunil Yadav' });
    await expectOkJson(
      ravi.agent.put('/api/repairer/profile', {
        fullname: 'Ravi Verma',
        pincode: '110017',
        experience: 8,
        services: [
          { name: 'plumbing', visitingCharge: 0 },
          { name: 'electrical', visitingCharge: 0 },
        ],
        upiId: 'ravi.verma@okaxis',
      }),
    );
    const [previous, current] = starts().slice(4) as [Date, Date];

    // This month, through the API: three jobs done (one paid), three active, one rejected.
    const a = await completedJob(ravi, { title: 'Kitchen tap' }, 1200);
    // 19:00 UTC on the last day of the previous UTC month: already this month in India.
    await markPaid(a.paymentId, at(current, 30 * MINUTE));
    await t.deps.database.db
      .update(serviceRequests)
      .set({ status: 'customer_paid' })
      .where(eq(serviceRequests.id, a.id));
    await completedJob(ravi, { title: 'Ceiling fan', ...ELECTRICAL }, 800);
    await completedJob(ravi, { title: 'Bathroom pipe' }, 500);
    await jobAt(t, 'pending_quote', customer, ravi);
    await jobAt(t, 'accepted', customer, ravi);
    const started = await jobAt(t, 'accepted', customer, ravi);
    await expectOkJson(setJobStatus(ravi, started, { status: 'in_progress' }));
    const rejected = await jobAt(t, 'quoted', customer, ravi);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${rejected}/reject-quote`));

    // Earnings: 300 more this month; 1000 the previous month (one a minute before this
    // month began in India); 5000 two months ago; 400 four months ago; 700 in the oldest
    // month of six; 900 before that (in the total only).
    const s = starts();
    await insertPayment(ravi.id, 300, at(current, 2 * HOUR));
    await insertPayment(ravi.id, 800, at(current, -MINUTE));
    await insertPayment(ravi.id, 200, at(previous, HOUR));
    await insertPayment(ravi.id, 5000, at(previous, -MINUTE));
    await insertPayment(ravi.id, 400, at(s[2]!, 3 * HOUR));
    await insertPayment(ravi.id, 700, at(s[0]!, HOUR));
    await insertPayment(ravi.id, 900, at(s[0]!, -MINUTE));
    // Not earnings: unpaid, failed, a rejection fee, and another repairer's money.
    await insertPayment(ravi.id, 10_000, null);
    await insertPayment(ravi.id, 10_000, null, { status: 'failed' });
    await insertPayment(ravi.id, 150, at(current, HOUR), { kind: 'rejection_fee' });
    await insertPayment(sunil.id, 10_000, at(current, HOUR));

    // The previous month: two jobs confirmed done, two accepted.
    await insertEvent(ravi.id, at(previous, HOUR), { toStatus: 'pending_payment' });
    await insertEvent(ravi.id, at(current, -MINUTE), { toStatus: 'pending_payment' });
    await insertEvent(ravi.id, at(previous, 2 * HOUR), { toStatus: 'pending_quote' });
    await insertEvent(ravi.id, at(previous, 3 * HOUR), { toStatus: 'pending_quote' });
    // Older, and another repairer's: not counted.
    await insertEvent(ravi.id, at(previous, -MINUTE), { toStatus: 'pending_payment' });
    await insertEvent(sunil.id, at(current, HOUR), { toStatus: 'pending_payment' });

    // Reviews: 5 and 4 this month (4.5), 3 and 4 the previous month (3.5).
    await review(ravi.id, at(current, 30 * MINUTE), 5);
    await review(ravi.id, at(current, 3 * HOUR), 4);
    await review(ravi.id, at(current, -MINUTE), 3);
    await review(ravi.id, at(previous, 5 * HOUR), 4);
    await review(ravi.id, at(previous, -MINUTE), 1);
    await review(sunil.id, at(current, HOUR), 1);
    // The rating the reviews step keeps on the repairer: 21 stars over 5 reviews.
    await t.deps.database.db
      .update(repairers)
      .set({ ratingSum: 21, ratingCount: 5 })
      .where(eq(repairers.id, ravi.id));
  });

  it('dashboard-stats: this Indian month against the previous one', async () => {
    expect(await stats(ravi)).toEqual({
      success: true,
      // Three confirmed this month, two the previous month: +50%.
      jobsCompleted: 3,
      jobsCompletedChange: 50,
      // 1200 + 300 against 800 + 200.
      earningsThisMonth: 1500,
      earningsChange: 50,
      // 21 stars over 5 reviews; before this month's 5 and 4, 12 over 3 (4.0).
      averageRating: 4.2,
      ratingChange: 0.2,
      // pending_quote, accepted and in_progress; not the done or rejected ones.
      activeJobs: 3,
      activeJobsChange: null,
    });
  });

  it('earnings fall to the previous month when it did better', async () => {
    await insertPayment(ravi.id, 2000, at(starts()[4]!, 4 * HOUR));
    const figures = await stats(ravi);
    // 1500 against 3000.
    expect(figures).toMatchObject({ earningsThisMonth: 1500, earningsChange: -50 });
    await t.deps.database.db
      .update(payments)
      .set({ status: 'failed', paidAt: null })
      .where(eq(payments.amountPaise, 200_000));
  });

  it('analytics: six months oldest first, the total, done jobs and top services', async () => {
    const { data } = await analytics(ravi);
    expect(data).toEqual({
      months: expectedMonthLabels(),
      monthlyEarnings: [700, 0, 400, 5000, 1000, 1500],
      totalEarnings: 700 + 400 + 5000 + 1000 + 1500 + 900,
      jobsCompleted: 3,
      topServices: [
        { _id: 'Plumbing', count: 2 },
        { _id: 'Electrical', count: 1 },
      ],
    });
  });

  it("another repairer's figures hold none of Ravi's", async () => {
    expect(await stats(sunil)).toMatchObject({
      jobsCompleted: 1,
      earningsThisMonth: 10_000,
      averageRating: 0,
      ratingChange: 0,
      activeJobs: 0,
    });
    const { data } = await analytics(sunil);
    expect(data).toMatchObject({ totalEarnings: 10_000, jobsCompleted: 0, topServices: [] });
  });
});

describe('recent activity', () => {
  it("lists the repairer's own job steps, newest first, with amounts in rupees", async () => {
    const asha = await newRepairer(t, { fullname: 'Asha Singh' });
    const other = await newRepairer(t, { fullname: 'Other Repairer' });
    const targeted = (title: string) =>
      customer.agent.post('/api/service-requests', {
        repairerId: asha.id,
        title,
        serviceType: 'Plumbing',
        description: 'Please come and look at it.',
        preferredTimeSlot: 'flexible',
        preferredDate: visitDay(),
        contactInfo: '9876543210',
        locationData: {
          fullAddress: 'House 4, Main Road',
          pincode: '110017',
          city: '',
          state: '',
          coordinates: null,
          captureMethod: 'manual',
        },
      });

    const direct = (await expectOkJson(targeted('Geyser pipe'), 201)).data as { _id: string };
    await expectOkJson(setJobStatus(asha, direct._id, { status: 'accept_request_for_quote' }));
    await expectOkJson(quoteJob(asha, direct._id, 900));
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${direct._id}/accept-quote`));
    await expectOkJson(setJobStatus(asha, direct._id, { status: 'in_progress' }));
    await expectOkJson(asha.agent.post(`/api/service-requests/repairer/${direct._id}/pending`));
    await expectOkJson(verifyCompletion(customer, direct._id, completionCode(t, customer.phone)));
    const refused = await jobAt(t, 'quoted', customer, asha, { title: 'Wash basin' }, 500);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${refused}/reject-quote`));
    const dropped = (await expectOkJson(targeted('Overhead tank'), 201)).data as { _id: string };
    await expectOkJson(
      customer.agent.put(`/api/service-requests/user/${dropped._id}/status`, {
        status: 'cancelled',
      }),
    );
    // Someone else's work stays theirs.
    await jobAt(t, 'quoted', customer, other, { title: 'Not for Asha' }, 700);

    const lines = await activity(asha);
    expect(lines.map(({ type, message, amount }) => ({ type, message, amount }))).toEqual([
      { type: 'cancelled', message: 'The customer cancelled Overhead tank.', amount: null },
      { type: 'new_request', message: 'New request for you: Overhead tank.', amount: null },
      { type: 'rejected', message: 'Your quote for Wash basin was rejected.', amount: null },
      { type: 'quoted', message: 'You sent a quote for Wash basin (₹500.00).', amount: 500 },
      { type: 'accepted', message: 'You accepted Wash basin.', amount: null },
      {
        type: 'completed',
        message: 'The customer confirmed Geyser pipe as completed (₹900.00).',
        amount: 900,
      },
      {
        type: 'accepted',
        message: 'Your quote for Geyser pipe was accepted (₹900.00).',
        amount: 900,
      },
      { type: 'quoted', message: 'You sent a quote for Geyser pipe (₹900.00).', amount: 900 },
      { type: 'accepted', message: 'You accepted Geyser pipe.', amount: null },
      { type: 'new_request', message: 'New request for you: Geyser pipe.', amount: null },
    ]);
    const times = lines.map((l) => l.time);
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await activity(other)).map((l) => l.message)).toEqual([
      'You sent a quote for Not for Asha (₹700.00).',
      'You accepted Not for Asha.',
    ]);
  });

  it('keeps job lines in view behind many profile saves and reviews', async () => {
    const busy = await newRepairer(t, { fullname: 'Busy Bhatt' });
    await jobAt(t, 'quoted', customer, busy, { title: 'Leaking flush' }, 650);
    for (let i = 0; i < 12; i += 1) {
      await expectOkJson(
        busy.agent.put('/api/repairer/profile', {
          fullname: 'Busy Bhatt',
          pincode: '110017',
          bio: `Edit ${i}`,
          experience: i,
          services: [{ name: 'plumbing', visitingCharge: 100 }],
          upiId: 'busy.bhatt@okaxis',
        }),
      );
      await review(busy.id, new Date(), 5);
    }
    expect((await activity(busy)).map((l) => l.message)).toEqual([
      'You sent a quote for Leaking flush (₹650.00).',
      'You accepted Leaking flush.',
    ]);
  });

  it('answers at most the 10 newest lines', async () => {
    const many = await newRepairer(t, { fullname: 'Many Jobs' });
    for (let i = 0; i < 6; i += 1) {
      await jobAt(t, 'pending_quote', customer, many, { title: `Job ${i}` });
    }
    const lines = await activity(many);
    expect(lines.map((l) => l.message)).toEqual(
      [5, 4, 3, 2, 1, 0].map((i) => `You accepted Job ${i}.`),
    );
    for (let i = 6; i < 12; i += 1) {
      await jobAt(t, 'pending_quote', customer, many, { title: `Job ${i}` });
    }
    const more = await activity(many);
    expect(more.map((l) => l.message)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `You accepted Job ${i}.`),
    );
  });
});

describe('who may read the figures', () => {
  it.each([
    '/api/repairer/dashboard-stats',
    '/api/repairer/analytics',
    '/api/repairer/recent-activity',
  ])('%s is for repairers only', async (url) => {
    const admin = await signupAdmin(t);
    for (const agent of [customer.agent, admin.agent]) {
      expectError(await agent.get(url), 403, 'FORBIDDEN', 'You do not have access to this.');
    }
    expectError(
      await createAgent(t.app).get(url),
      401,
      'UNAUTHENTICATED',
      'Please log in to continue.',
    );
  });
});
