import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '@gharseva/domain';
import {
  adminAuditLog,
  admins,
  payments,
  payouts,
  refunds,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import { expectOkJson, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { payInFull, servicePaymentDue, settle } from '../support/payments.ts';
import { startRazorpayStub, type RazorpayStub } from '../support/razorpay-stub.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function app(env: Record<string, string> = {}, options = {}) {
  const t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', ...env }, options);
  cleanups.push(() => t.close());
  return t;
}

const auditRows = (t: TestApp) =>
  t.deps.database.db.select().from(adminAuditLog).orderBy(adminAuditLog.createdAt);
const auditCount = async (t: TestApp) =>
  (await t.deps.database.db.select({ n: count() }).from(adminAuditLog))[0]!.n;
const payoutRow = async (t: TestApp, id: string) =>
  (await t.deps.database.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const payoutJobs = async (t: TestApp, payoutId: string) =>
  (
    (await t.deps.database.execute(
      `select count(*)::int as n from pgboss.job where name = 'payout' and data->>'payoutId' = $1`,
      [payoutId],
    )) as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('payouts in the console, with a RazorpayX that fails', () => {
  let t: TestApp;
  let stub: RazorpayStub;
  let admin: { agent: Agent; fullname: string };
  let customer: Party;
  let repairer: Party;

  beforeAll(async () => {
    stub = await startRazorpayStub();
    cleanups.push(() => stub.close());
    t = await app({
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAY_KEY_ID: stub.keyId,
      RAZORPAY_KEY_SECRET: stub.keySecret,
      RAZORPAY_API_URL: stub.url,
      RAZORPAYX_ACCOUNT_NUMBER: '2323230041626905',
      MAX_ACTIVE_JOBS: '50',
    });
    admin = await signupAdmin(t, { fullname: 'Kavya Admin' });
    customer = await newCustomer(t, 'Meera Iyer');
    repairer = await newRepairer(t, { fullname: 'Ravi Verma', upiId: 'ravi.verma@okaxis' });
  });

  /** A paid job whose payout meets `failure` at RazorpayX: 400 refuses it, 500 fails it. */
  async function payoutMeeting(failure: 400 | 500 | null, quoteRupees = 1000) {
    if (failure) stub.failNext('/v1/payouts', failure);
    const due = await servicePaymentDue(t, customer, repairer, quoteRupees);
    await payInFull(t, customer, due);
    const [row] = await t.deps.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.paymentId, due.paymentId));
    return { ...row!, requestId: due.requestId };
  }

  const sentWithKey = (key: string) =>
    stub.received.filter(
      (r) => r.path === '/v1/payouts' && r.headers['x-payout-idempotency'] === key,
    ).length;
  const paidAtStub = (payoutId: string) =>
    [...stub.payouts.values()].filter((p) => p.reference_id === payoutId).length;

  const list = (query = '', agent = admin.agent) => agent.get(`/api/admin/payouts${query}`);
  const retry = (id: string, agent = admin.agent) => agent.post(`/api/admin/payouts/${id}/retry`);

  it('lists an abandoned payout with its dead letter, and retries it to paid, once', async () => {
    const payout = await payoutMeeting(400);
    expect(payout).toMatchObject({ status: 'abandoned', attempts: 1 });

    const body = await expectOkJson(list());
    const listed = (body.payouts as Record<string, unknown>[]).find((p) => p.id === payout.id);
    expect(listed).toMatchObject({
      status: 'abandoned',
      repairer: { id: repairer.id, fullname: 'Ravi Verma' },
      job: { id: payout.requestId },
      grossPaise: 100_000,
      amountPaise: payout.amountPaise,
      attempts: 1,
      retryable: true,
      nextAttemptAt: null,
    });
    expect(listed!.lastError).toContain('HTTP 400');
    expect(listed!.deadLetteredAt).toEqual(expect.any(String));
    // Never the UPI id or a phone number.
    expect(JSON.stringify(body)).not.toContain('okaxis');
    expect(JSON.stringify(body)).not.toContain(repairer.phone);

    const retried = await expectOkJson(retry(payout.id));
    expect(retried.payout).toMatchObject({ id: payout.id, status: 'pending', attempts: 0 });
    const [audit] = (await auditRows(t)).filter((r) => r.targetId === payout.id);
    expect(audit).toMatchObject({
      action: 'payout.retry',
      targetType: 'payout',
      reason: null,
      details: { statusBefore: 'abandoned', attemptsBefore: 1, amountPaise: payout.amountPaise },
    });
    const [me] = await t.deps.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.fullname, 'Kavya Admin'));
    expect(audit!.adminId).toBe(me!.id);

    await settle(t);
    expect(await payoutRow(t, payout.id)).toMatchObject({
      status: 'processed',
      attempts: 1,
      lastError: null,
    });
    // Asked twice with one idempotency key; paid once.
    expect(sentWithKey(payout.idempotencyKey)).toBe(2);
    expect(paidAtStub(payout.id)).toBe(1);

    // Processed now: a second retry is refused and changes nothing.
    const audits = await auditCount(t);
    const jobs = await payoutJobs(t, payout.id);
    expectError(
      await retry(payout.id),
      409,
      'INVALID_STATUS_TRANSITION',
      'Only a failed or abandoned payout can be retried (this one is processed).',
    );
    expect(await auditCount(t)).toBe(audits);
    expect(await payoutJobs(t, payout.id)).toBe(jobs);
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'processed', attempts: 1 });
    const processed = await expectOkJson(list('?status=processed'));
    expect((processed.payouts as { id: string }[]).map((p) => p.id)).toContain(payout.id);
    expect((processed.payouts as { retryable: boolean }[]).every((p) => !p.retryable)).toBe(true);
  });

  it('retries a failed payout at once instead of at its next attempt, with the same key', async () => {
    const payout = await payoutMeeting(500, 800);
    expect(payout).toMatchObject({ status: 'failed', attempts: 1 });
    expect(payout.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    const listed = (await expectOkJson(list())).payouts as { id: string; status: string }[];
    expect(listed.find((p) => p.id === payout.id)).toMatchObject({ status: 'failed' });

    await expectOkJson(retry(payout.id));
    await settle(t);
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(sentWithKey(payout.idempotencyKey)).toBe(2);
    // The next attempt that was waiting finds nothing due when it runs: still paid once.
    await t.deps.database.execute(
      `update pgboss.job set start_after = now() where name = 'payout' and singleton_key = $1 and state = 'created'`,
      [payout.id],
    );
    await settle(t);
    expect(paidAtStub(payout.id)).toBe(1);
    expect(sentWithKey(payout.idempotencyKey)).toBe(2);
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('refuses an unknown payout, a malformed id and a bad filter, writing nothing', async () => {
    const audits = await auditCount(t);
    expectError(
      await retry('0190a5e0-0000-7000-8000-000000000000'),
      404,
      'NOT_FOUND',
      'This payout was not found.',
    );
    expectInvalid(await retry('not-an-id'), 'Not found.');
    expectInvalid(await list('?status=lost'), V.statusFilterInvalid);
    expect(await auditCount(t)).toBe(audits);
  });

  it('lists the payouts that need a person by default, and one status on asking', async () => {
    const ok = await payoutMeeting(null, 600);
    expect(ok.status).toBe('processed');
    const byDefault = (await expectOkJson(list())).payouts as { id: string; status: string }[];
    expect(byDefault.map((p) => p.id)).not.toContain(ok.id);
    expect(byDefault.every((p) => ['failed', 'abandoned'].includes(p.status))).toBe(true);
    const pending = (await expectOkJson(list('?status=pending'))).payouts as unknown[];
    expect(pending).toEqual([]);
  });

  it('refuses users and repairers with 403 and visitors with 401, changing nothing', async () => {
    const payout = await payoutMeeting(400, 500);
    const audits = await auditCount(t);
    const visitor = createAgent(t.app);
    for (const agent of [customer.agent, repairer.agent]) {
      for (const res of [
        await list('', agent),
        await retry(payout.id, agent),
        await agent.get('/api/admin/overview'),
        await agent.get('/api/admin/audit-log'),
      ]) {
        expectError(res, 403, 'FORBIDDEN', 'You do not have access to this.');
      }
    }
    for (const res of [
      await visitor.get('/api/admin/payouts'),
      await visitor.post(`/api/admin/payouts/${payout.id}/retry`),
      await visitor.get('/api/admin/overview'),
      await visitor.get('/api/admin/audit-log'),
    ]) {
      expectError(res, 401, 'UNAUTHENTICATED', 'Please log in to continue.');
    }
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'abandoned' });
    expect(await auditCount(t)).toBe(audits);
  });
});

describe('the overview, per day of India', () => {
  // 20:00 UTC on 27 November is 01:30 on 28 November in India: "today" is the 28th.
  const NOW = new Date('2026-11-27T20:00:00Z');
  let t: TestApp;
  let admin: { agent: Agent };
  const ist = (local: string) => new Date(`${local}+05:30`);

  beforeAll(async () => {
    t = await app({ MAX_ACTIVE_JOBS: '50' }, { clock: () => NOW });
    admin = await signupAdmin(t);
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const { db } = t.deps.database;
    const a = await servicePaymentDue(t, customer, repairer, 1200);
    await payInFull(t, customer, a);
    const b = await servicePaymentDue(t, customer, repairer, 800);
    await payInFull(t, customer, b);
    const c = await servicePaymentDue(t, customer, repairer, 500);

    // a: created and paid just after midnight in India today (still the 27th in UTC).
    // b: created and paid just before midnight yesterday in India; refunded ₹100 today.
    // c: created three days ago, not paid.
    const at = async (id: string, createdAt: Date) =>
      db.update(serviceRequests).set({ createdAt }).where(eq(serviceRequests.id, id));
    await at(a.requestId, ist('2026-11-28T00:05:00'));
    await at(b.requestId, ist('2026-11-27T23:55:00'));
    await at(c.requestId, ist('2026-11-25T12:00:00'));
    await db
      .update(payments)
      .set({ paidAt: ist('2026-11-28T00:10:00') })
      .where(eq(payments.id, a.paymentId));
    await db
      .update(payments)
      .set({ paidAt: ist('2026-11-27T23:58:00') })
      .where(eq(payments.id, b.paymentId));
    await db
      .update(payouts)
      .set({ processedAt: ist('2026-11-28T00:20:00') })
      .where(eq(payouts.paymentId, a.paymentId));
    await db
      .update(payouts)
      .set({ processedAt: ist('2026-11-27T23:59:00') })
      .where(eq(payouts.paymentId, b.paymentId));
    await db.insert(refunds).values([
      {
        paymentId: b.paymentId,
        amountPaise: 10_000,
        status: 'processed',
        idempotencyKey: 'refund_overview_1',
        processedAt: ist('2026-11-28T01:00:00'),
      },
      {
        // Not processed: not counted.
        paymentId: b.paymentId,
        amountPaise: 5_000,
        status: 'pending',
        idempotencyKey: 'refund_overview_2',
      },
    ]);
  });

  const overview = (query = '') => admin.agent.get(`/api/admin/overview${query}`);

  it('counts requests by status and sums money captured, refunded and paid out per day', async () => {
    const [a, b] = await t.deps.database.db
      .select({ amountPaise: payouts.amountPaise, processedAt: payouts.processedAt })
      .from(payouts)
      .orderBy(sql`${payouts.processedAt} desc`);
    const body = await expectOkJson(overview('?days=4'));
    expect(body.days).toEqual([
      {
        date: '2026-11-25',
        requests: { pending_payment: 1 },
        capturedPaise: 0,
        refundedPaise: 0,
        paidOutPaise: 0,
      },
      { date: '2026-11-26', requests: {}, capturedPaise: 0, refundedPaise: 0, paidOutPaise: 0 },
      {
        date: '2026-11-27',
        requests: { customer_paid: 1 },
        capturedPaise: 80_000,
        refundedPaise: 0,
        paidOutPaise: b!.amountPaise,
      },
      {
        date: '2026-11-28',
        requests: { customer_paid: 1 },
        capturedPaise: 120_000,
        refundedPaise: 10_000,
        paidOutPaise: a!.amountPaise,
      },
    ]);
  });

  it('covers 30 days by default, today last, and refuses 0, 91 and words, writing nothing', async () => {
    const days = (await expectOkJson(overview())).days as { date: string }[];
    expect(days).toHaveLength(30);
    expect(days.at(0)!.date).toBe('2026-10-30');
    expect(days.at(-1)!.date).toBe('2026-11-28');
    expect(((await expectOkJson(overview('?days=1'))).days as unknown[]).length).toBe(1);
    expect(((await expectOkJson(overview('?days=90'))).days as unknown[]).length).toBe(90);
    for (const bad of ['0', '91', 'week', '1.5']) {
      expectInvalid(await overview(`?days=${bad}`), V.overviewDaysInvalid);
    }
  });
});

describe('the audit log', () => {
  let t: TestApp;
  let admin: { agent: Agent };
  let adminId: string;

  beforeAll(async () => {
    t = await app();
    admin = await signupAdmin(t, { fullname: 'Kavya Admin' });
    adminId = (await t.deps.database.db.select({ id: admins.id }).from(admins))[0]!.id;
  });

  const page = (before?: string) =>
    admin.agent.get(`/api/admin/audit-log${before ? `?before=${before}` : ''}`);

  it('is append-only: UPDATE and DELETE raise', async () => {
    const { db } = t.deps.database;
    await db.insert(adminAuditLog).values({
      adminId,
      action: 'payout.retry',
      targetType: 'payout',
      targetId: '0190a5e0-0000-7000-8000-000000000001',
      reason: 'append-only check',
    });
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const failure = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'no error',
        (e: Error) => `${e.message} ${(e.cause as Error | undefined)?.message ?? ''}`,
      );
    expect(await failure(db.update(adminAuditLog).set({ reason: 'changed' }))).toMatch(
      /admin_audit_log is append-only/,
    );
    expect(await failure(db.delete(adminAuditLog))).toMatch(/admin_audit_log is append-only/);
    const rows = await auditRows(t);
    expect(rows.map((r) => r.reason)).toContain('append-only check');
    expect(rows.map((r) => r.reason)).not.toContain('changed');
  });

  it('records marking a service complete, and shows who did what, newest first', async () => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const due = await servicePaymentDue(t, customer, repairer, 900);
    await payInFull(t, customer, due);
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${due.requestId}`));
    const body = await expectOkJson(page());
    const [newest] = body.entries as Record<string, unknown>[];
    expect(newest).toMatchObject({
      admin: { id: adminId, fullname: 'Kavya Admin' },
      action: 'service_request.complete',
      targetType: 'service_request',
      targetId: due.requestId,
      reason: null,
      details: { amountPaise: 90_000 },
    });
    expect(new Date(newest!.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A refused completion writes no row.
    const before = await auditCount(t);
    expect((await admin.agent.put(`/api/admin/complete-service/${due.requestId}`)).statusCode).toBe(
      409,
    );
    expect(await auditCount(t)).toBe(before);
  });

  it('pages back 50 at a time without skipping or repeating rows of the same instant', async () => {
    const { db } = t.deps.database;
    // 120 rows in one statement: one created_at, ordered by id alone.
    await db.insert(adminAuditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        adminId,
        action: 'repairer.verify',
        targetType: 'repairer',
        targetId: `0190a5e0-0000-7000-8000-${String(i).padStart(12, '0')}`,
        reason: `row ${i}`,
      })),
    );
    const total = await auditCount(t);
    const seen: string[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const body = await expectOkJson(page(before));
      const entries = body.entries as { id: string; createdAt: string }[];
      sizes.push(entries.length);
      seen.push(...entries.map((e) => e.id));
      if (!body.nextBefore) break;
      expect(body.nextBefore).toBe(entries.at(-1)!.id);
      before = body.nextBefore as string;
    }
    expect(sizes.slice(0, 2)).toEqual([50, 50]);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = await db
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .orderBy(sql`${adminAuditLog.createdAt} desc, ${adminAuditLog.id} desc`);
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('refuses a malformed cursor', async () => {
    expectInvalid(await page('yesterday'), V.auditCursorInvalid);
  });
});
