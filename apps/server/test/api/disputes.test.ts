import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  conversations,
  disputes,
  fakeGatewayRefunds,
  notifications,
  payments,
  payoutAdjustments,
  payouts,
  refunds,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import type { PayoutProvider } from '../../src/providers/payouts/payouts.ts';
import { PayoutError } from '../../src/providers/payouts/payouts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid, snapshot } from '../support/assert.ts';
import { signupAdmin } from '../support/factories.ts';
import {
  completionCode,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  sendCompletionCode,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';
import { payInFull, servicePaymentDue, settle } from '../support/payments.ts';

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
let t: TestApp;
let admin: Party;
const apps: TestApp[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { OTP_RESEND_COOLDOWN_SECONDS: '0', PLATFORM_FEE_PERCENT: '10' },
    { clock: () => new Date(Date.now() + offset) },
  );
  apps.push(t);
  const a = await signupAdmin(t);
  admin = { agent: a.agent, phone: a.phone, id: '' };
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

/** A job of a new customer done by `repairer` and paid in full (₹1,200 unless told). */
async function paidJob(app: TestApp, repairer?: Party, rupees = 1200) {
  const customer = await newCustomer(app);
  const worker = repairer ?? (await newRepairer(app, { fullname: 'Ravi Verma' }));
  const due = await servicePaymentDue(app, customer, worker, rupees);
  await payInFull(app, customer, due);
  return { customer, repairer: worker, requestId: due.requestId, paymentId: due.paymentId };
}

const report = (customer: Party, requestId: string, body: unknown) =>
  customer.agent.post(`/api/user/service-requests/${requestId}/issues`, body);
const decide = (who: Party, id: string, body: unknown) =>
  who.agent.put(`/api/admin/disputes/${id}`, body);
const GOOD_REPORT = { reason: 'poor_quality', details: 'The tap still leaks after the repair.' };

/** Everything a refused report or decision could have written. */
async function moneySnapshot(app: TestApp) {
  const { db } = app.deps.database;
  const n = async (table: typeof disputes | typeof refunds | typeof payoutAdjustments) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    base: await snapshot(app),
    disputes: await db.select().from(disputes),
    refunds: await n(refunds),
    adjustments: await n(payoutAdjustments),
    audit: Number((await db.select({ n: count() }).from(adminAuditLog))[0]!.n),
    notifications: Number((await db.select({ n: count() }).from(notifications))[0]!.n),
    payouts: await db.select().from(payouts),
    gatewayRefunds: Number((await db.select({ n: count() }).from(fakeGatewayRefunds))[0]!.n),
  };
}

async function expectNoChange<T>(app: TestApp, act: () => Promise<T>): Promise<T> {
  const before = await moneySnapshot(app);
  const result = await act();
  await settle(app);
  expect(await moneySnapshot(app)).toEqual(before);
  return result;
}

const payoutOf = async (app: TestApp, paymentId: string) =>
  (await app.deps.database.db.select().from(payouts).where(eq(payouts.paymentId, paymentId)))[0]!;

async function openReport(app: TestApp, job: { customer: Party; requestId: string }) {
  const body = await expectOkJson(report(job.customer, job.requestId, GOOD_REPORT));
  await settle(app);
  return (body.issue as { id: string }).id;
}

describe('POST /api/user/service-requests/{id}/issues', () => {
  it('opens a report on a paid job, tells the repairer and reopens the chat of a completed job', async () => {
    const job = await paidJob(t);
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${job.requestId}`));
    const { db } = t.deps.database;
    const closed = await db
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, job.requestId));
    expect(closed[0]?.isActive).toBe(false);

    const res = await report(job.customer, job.requestId, GOOD_REPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your problem report was sent. Our team will look into it.',
      issue: {
        id: expect.any(String),
        serviceRequestId: job.requestId,
        reason: 'poor_quality',
        details: GOOD_REPORT.details,
        status: 'open',
        decision: null,
        decisionNote: null,
        createdAt: expect.any(String),
        decidedAt: null,
        refunds: [],
      },
    });
    await settle(t);
    const reopened = await db
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, job.requestId));
    expect(reopened[0]?.isActive).toBe(true);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, job.repairer.id));
    expect(told.map((n) => n.template)).toContain('issueReported');
    expect(
      t
        .outbox()
        .filter((m) => m.to === job.repairer.phone)
        .at(-1)?.body,
    ).toMatch(/^GharSeva: The customer reported a problem with .* Open the app for details\.$/);
    const mine = await expectOkJson(
      job.customer.agent.get(`/api/user/service-requests/${job.requestId}/issues`),
    );
    expect((mine.issues as { status: string }[]).map((i) => i.status)).toEqual(['open']);
    expect(mine.canReport).toBe(false);
    expect(Date.parse(mine.reportableUntil as string)).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('refuses a second open report, another customer, the repairer and the admin, writing nothing', async () => {
    const job = await paidJob(t);
    await openReport(t, job);
    const other = await newCustomer(t, 'Anil Kumar');
    await expectNoChange(t, async () => {
      expectError(
        await report(job.customer, job.requestId, GOOD_REPORT),
        409,
        'ISSUE_ALREADY_OPEN',
        'A problem report for this job is already open.',
      );
      expectError(
        await report(other, job.requestId, GOOD_REPORT),
        404,
        'NOT_FOUND',
        'This service request was not found.',
      );
      expect(
        (await other.agent.get(`/api/user/service-requests/${job.requestId}/issues`)).statusCode,
      ).toBe(404);
      expect((await report(job.repairer, job.requestId, GOOD_REPORT)).statusCode).toBe(403);
      expect((await report(admin, job.requestId, GOOD_REPORT)).statusCode).toBe(403);
    });
  });

  it('refuses a job not paid yet and a report after the 7 days, writing nothing', async () => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const working = await jobAt(t, 'in_progress', customer, repairer);
    const job = await paidJob(t);
    await expectNoChange(t, async () => {
      expectError(
        await report(customer, working, GOOD_REPORT),
        409,
        'ISSUE_WINDOW_CLOSED',
        'Problems can be reported up to 7 days after the job is paid.',
      );
      offset = 7 * DAY + 60_000;
      try {
        expectError(
          await report(job.customer, job.requestId, GOOD_REPORT),
          409,
          'ISSUE_WINDOW_CLOSED',
          'Problems can be reported up to 7 days after the job is paid.',
        );
      } finally {
        offset = 0;
      }
    });
    offset = 7 * DAY - 60_000;
    try {
      await openReport(t, job);
    } finally {
      offset = 0;
    }
  });

  it('refuses a report without a reason from the list or without details', async () => {
    const job = await paidJob(t);
    await expectNoChange(t, async () => {
      expectInvalid(
        await report(job.customer, job.requestId, { ...GOOD_REPORT, reason: 'late' }),
        'Please choose what went wrong.',
      );
      expectInvalid(
        await report(job.customer, job.requestId, { ...GOOD_REPORT, details: '   ' }),
        'Please describe the problem.',
      );
      expectInvalid(
        await report(job.customer, job.requestId, { ...GOOD_REPORT, details: 'x'.repeat(2001) }),
        'The description must be at most 2000 characters.',
      );
    });
  });
});

describe('GET and PUT /api/admin/disputes', () => {
  it("lists open reports with the job's history, payment and refunds, to admins only", async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    const body = await expectOkJson(admin.agent.get('/api/admin/disputes?status=open'));
    const found = (body.disputes as Record<string, unknown>[]).find((d) => d.id === id)!;
    expect(found).toMatchObject({
      status: 'open',
      request: { id: job.requestId, status: 'customer_paid' },
      payment: { id: job.paymentId, amountPaise: 120_000, status: 'paid_by_customer' },
      refundablePaise: 120_000,
      refunds: [],
      recoveries: [],
      payout: { status: 'processed', grossPaise: 120_000, amountPaise: 108_000 },
    });
    const kinds = (found.history as { kind: string }[]).map((h) => h.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment_captured', 'issue_reported']));
    expect(JSON.stringify(found)).not.toContain(job.customer.phone);
    expect(JSON.stringify(found)).not.toContain(job.repairer.phone);
    expect((await job.customer.agent.get('/api/admin/disputes')).statusCode).toBe(403);
    expect((await job.repairer.agent.get('/api/admin/disputes')).statusCode).toBe(403);
    expect((await decide(job.customer, id, { decision: 'reject', note: 'no' })).statusCode).toBe(
      403,
    );
    expect((await decide(job.repairer, id, { decision: 'reject', note: 'no' })).statusCode).toBe(
      403,
    );
  });

  it('refunds part of a paid-out job: refund pending then processed by the webhook, a recovery entry, the audit row, both told', async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    const res = await decide(admin, id, {
      decision: 'partial_refund',
      amountPaise: 30_000,
      note: 'The tap was half fixed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dispute).toMatchObject({
      status: 'partially_refunded',
      decision: 'partial_refund',
      decisionNote: 'The tap was half fixed.',
      refundablePaise: 90_000,
      refunds: [{ amountPaise: 30_000, status: 'pending' }],
      // 10% fee: his share of ₹300 is ₹270, owed back since his payout had gone.
      recoveries: [{ amountPaise: 27_000, recoveredPaise: 0, status: 'outstanding' }],
    });
    await settle(t);
    const { db } = t.deps.database;
    const [refund] = await db.select().from(refunds).where(eq(refunds.disputeId, id));
    expect(refund).toMatchObject({ status: 'processed', amountPaise: 30_000 });
    expect(refund!.gatewayRefundId).toMatch(/^rfnd_/);
    const listed = await expectOkJson(
      admin.agent.get('/api/admin/disputes?status=partially_refunded'),
    );
    expect(
      (listed.disputes as { id: string; refunds: { status: string }[] }[]).find((d) => d.id === id)!
        .refunds[0]!.status,
    ).toBe('processed');
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toMatchObject({
      action: 'dispute.partial_refund',
      targetType: 'dispute',
      reason: 'The tap was half fixed.',
      details: expect.objectContaining({ amountPaise: 30_000, recoveryPaise: 27_000 }),
    });
    const templates = (
      await db.select().from(notifications).where(eq(notifications.serviceRequestId, job.requestId))
    ).map((n) => n.template);
    expect(templates).toEqual(
      expect.arrayContaining(['issueRefundCustomer', 'issueRefundRepairer', 'refundProcessed']),
    );
    expect(
      t
        .outbox()
        .filter((m) => m.to === job.customer.phone)
        .at(-1)?.body,
    ).toContain('₹300');
    const mine = await expectOkJson(
      job.customer.agent.get(`/api/user/service-requests/${job.requestId}/issues`),
    );
    expect(mine.issues).toMatchObject([
      { status: 'partially_refunded', refunds: [{ amountPaise: 30_000, status: 'processed' }] },
    ]);

    // The next payout of the same repairer pays what he owes first and settles the entry.
    const next = await paidJob(t, job.repairer, 1000);
    const payout = await payoutOf(t, next.paymentId);
    expect(payout).toMatchObject({
      grossPaise: 100_000,
      recoveredPaise: 27_000,
      amountPaise: 63_000,
    });
    const [entry] = await db
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.repairerId, job.repairer.id));
    expect(entry).toMatchObject({ recoveredPaise: 27_000, status: 'settled' });
  });

  it('refuses a refund above what is left, a partial refund without an amount, and a second decision, writing nothing', async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    await expectNoChange(t, async () => {
      expectError(
        await decide(admin, id, { decision: 'partial_refund', amountPaise: 120_001, note: 'x' }),
        409,
        'REFUND_EXCEEDS_CAPTURE',
        'The refund is more than what is left of the payment.',
      );
      expectInvalid(
        await decide(admin, id, { decision: 'partial_refund', note: 'x' }),
        'Enter the amount to refund, more than zero.',
      );
      expectInvalid(
        await decide(admin, id, { decision: 'partial_refund', amountPaise: -5, note: 'x' }),
        'Enter the amount to refund, more than zero.',
      );
      expectInvalid(
        await decide(admin, id, { decision: 'refund', note: '' }),
        'Please write a note for the decision.',
      );
      expectInvalid(
        await decide(admin, id, { decision: 'pay_more', note: 'x' }),
        'Please choose a decision.',
      );
    });
    await expectOkJson(decide(admin, id, { decision: 'reject', note: 'The work was done.' }));
    await settle(t);
    await expectNoChange(t, async () => {
      expectError(
        await decide(admin, id, { decision: 'refund', note: 'Changed my mind.' }),
        409,
        'DISPUTE_ALREADY_DECIDED',
        'This problem report has already been decided.',
      );
    });
    // A new report on the same job is allowed once the first is decided; the capture still bounds it.
    const again = await openReport(t, job);
    expect(again).not.toBe(id);
  });

  it('decides once when two decisions arrive at once: one refund at the gateway', async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    const [a, b] = await Promise.all([
      decide(admin, id, { decision: 'refund', note: 'Refund all.' }),
      decide(admin, id, { decision: 'refund', note: 'Refund all.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().code).toBe('DISPUTE_ALREADY_DECIDED');
    await settle(t);
    const { db } = t.deps.database;
    expect(
      await db.select().from(refunds).where(eq(refunds.paymentId, job.paymentId)),
    ).toHaveLength(1);
    const [payment] = await db.select().from(payments).where(eq(payments.id, job.paymentId));
    const gateway = await db
      .select()
      .from(fakeGatewayRefunds)
      .where(eq(fakeGatewayRefunds.paymentId, payment!.gatewayPaymentId!));
    expect(gateway.map((g) => g.amountPaise)).toEqual([120_000]);
  });

  it('refunds once when the gateway answer is lost and the refund is sent again with its key', async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    const gateway = t.deps.payments;
    const original = gateway.refundPayment.bind(gateway);
    let lost = 1;
    gateway.refundPayment = async (input) => {
      const answer = await original(input);
      if (lost-- > 0) throw new Error('socket hang up');
      return answer;
    };
    try {
      await expectOkJson(
        decide(admin, id, { decision: 'partial_refund', amountPaise: 10_000, note: 'Part.' }),
      );
      const { db } = t.deps.database;
      const [refund] = await db.select().from(refunds).where(eq(refunds.disputeId, id));
      // The first call to the gateway loses its answer: the queue's refund job or this send,
      // whichever comes first. The next send goes again with the same key and resolves.
      await t.app.services.refunds.send(refund!.id).catch(() => undefined);
      await expect(t.app.services.refunds.send(refund!.id)).resolves.toBeDefined();
      await settle(t);
      const [payment] = await db.select().from(payments).where(eq(payments.id, job.paymentId));
      const atGateway = await db
        .select()
        .from(fakeGatewayRefunds)
        .where(eq(fakeGatewayRefunds.paymentId, payment!.gatewayPaymentId!));
      expect(atGateway).toHaveLength(1);
      const [after] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
      expect(after).toMatchObject({ status: 'processed', gatewayRefundId: atGateway[0]!.id });
    } finally {
      gateway.refundPayment = original;
    }
  });

  it('applies a refund webhook once: a repeat with another event id changes nothing', async () => {
    const job = await paidJob(t);
    const id = await openReport(t, job);
    await expectOkJson(
      decide(admin, id, { decision: 'partial_refund', amountPaise: 5_000, note: 'Part.' }),
    );
    await settle(t);
    const { db } = t.deps.database;
    const [refund] = await db.select().from(refunds).where(eq(refunds.disputeId, id));
    const { signedWebhook, postWebhook } = await import('../support/payments.ts');
    const body = signedWebhook('refund.processed', {
      refund: {
        id: refund!.gatewayRefundId,
        entity: 'refund',
        amount: 5_000,
        payment_id: 'pay_x',
        notes: { refundId: refund!.id },
        status: 'processed',
      },
    });
    const before = await moneySnapshot(t);
    expect((await postWebhook(t, body, 'evt_repeat_refund_1')).statusCode).toBe(200);
    await settle(t);
    expect(await moneySnapshot(t)).toEqual(before);
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(row!.processedAt).toEqual(refund!.processedAt);
  });

  it('sends the same repairer back on a redo; his new code confirms the job to customer_paid with no new payment', async () => {
    const job = await paidJob(t);
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${job.requestId}`));
    const id = await openReport(t, job);
    const res = await decide(admin, id, {
      decision: 'redo',
      note: 'Please fix the leak properly.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dispute).toMatchObject({
      status: 'redo',
      request: { status: 'in_progress' },
    });
    await expectOkJson(sendCompletionCode(job.repairer, job.requestId));
    const code = completionCode(t, job.customer.phone);
    await expectOkJson(verifyCompletion(job.customer, job.requestId, code));
    const { db } = t.deps.database;
    const [request] = await db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, job.requestId));
    expect(request!.status).toBe('customer_paid');
    const all = await db
      .select()
      .from(payments)
      .where(eq(payments.serviceRequestId, job.requestId));
    expect(all).toHaveLength(1);
    expect(all[0]!.status).toBe('paid_by_customer');
    // And the admin can complete it again.
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${job.requestId}`));
  });
});

describe('a payout not yet sent', () => {
  it('is held while the report is open, then reduced by his share of the refund and released', async () => {
    let fail = true;
    const provider: PayoutProvider = {
      name: 'razorpayx',
      simulated: false,
      async payout(request) {
        if (fail) throw new PayoutError('RazorpayX unreachable: ECONNRESET');
        return {
          id: `pout_${request.idempotencyKey.slice(-8)}`,
          status: 'processed',
          failureReason: null,
        };
      },
    };
    const app = await createTestApp(
      { OTP_RESEND_COOLDOWN_SECONDS: '0', PLATFORM_FEE_PERCENT: '10' },
      { payouts: provider },
    );
    apps.push(app);
    const a = await signupAdmin(app);
    const boss: Party = { agent: a.agent, phone: a.phone, id: '' };
    const job = await paidJob(app);
    expect((await payoutOf(app, job.paymentId)).status).toBe('failed');
    const id = await openReport(app, job);
    expect((await payoutOf(app, job.paymentId)).status).toBe('held');
    // The held payout is not sent, whatever runs.
    fail = false;
    expect(await app.app.services.payouts.run((await payoutOf(app, job.paymentId)).id)).toBe(
      'not_due',
    );

    const res = await decide(boss, id, {
      decision: 'partial_refund',
      amountPaise: 20_000,
      note: 'Part.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dispute.recoveries).toEqual([]);
    await settle(app);
    await app.app.services.payouts.run((await payoutOf(app, job.paymentId)).id);
    expect(await payoutOf(app, job.paymentId)).toMatchObject({
      refundedPaise: 18_000,
      amountPaise: 90_000,
      status: 'processed',
    });
  });

  it('is cancelled when the whole payment is refunded', async () => {
    const provider: PayoutProvider = {
      name: 'razorpayx',
      simulated: false,
      async payout() {
        throw new PayoutError('RazorpayX unreachable: ECONNRESET');
      },
    };
    const app = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0' }, { payouts: provider });
    apps.push(app);
    const a = await signupAdmin(app);
    const job = await paidJob(app);
    const id = await openReport(app, job);
    await expectOkJson(
      a.agent.put(`/api/admin/disputes/${id}`, { decision: 'refund', note: 'All of it.' }),
    );
    await settle(app);
    expect(await payoutOf(app, job.paymentId)).toMatchObject({
      amountPaise: 0,
      status: 'cancelled',
    });
    const [refund] = await app.deps.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.disputeId, id));
    expect(refund).toMatchObject({ amountPaise: 120_000, status: 'processed' });
  });
});
