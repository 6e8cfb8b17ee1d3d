import { RECEIPT_MESSAGES, VALIDATION_MESSAGES } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAdjustments, payouts, refunds } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';
import { expectPdf } from '../support/pdf.ts';

/** Issue 23, item 2: the repairer's payouts, his recovery entries and his monthly statement. */

let t: TestApp;
let customer: Party;
let repairer: Party;
let other: Party;
const now = new Date('2026-10-15T06:30:00Z');
const jobs: { requestId: string; paymentId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100', PLATFORM_FEE_PERCENT: '10' },
    { clock: () => now },
  );
  customer = await newCustomer(t, 'Meera Iyer');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  other = await newRepairer(t, { fullname: 'Sunil Rao' });
  for (const rupees of [1000, 2500]) {
    const due = await servicePaymentDue(t, customer, repairer, rupees);
    await payInFull(t, customer, due);
    jobs.push(due);
  }
});
afterAll(async () => {
  await t.close();
});

async function payoutOf(paymentId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.paymentId, paymentId));
  return row!;
}

/** The month the payouts were made in, in India. */
async function payoutMonth(paymentId: string) {
  const at = (await payoutOf(paymentId)).createdAt;
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

describe('GET /api/repairer/payouts', () => {
  it('lists his payouts newest first with status, reference and every amount', async () => {
    const res = await repairer.agent.get('/api/repairer/payouts');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: RECEIPT_MESSAGES.payoutsLoaded });
    const list = body.data.payouts as Record<string, unknown>[];
    expect(list.map((p) => p.grossPaise)).toEqual([250_000, 100_000]);
    const newest = await payoutOf(jobs[1]!.paymentId);
    expect(list[0]).toEqual({
      id: newest.id,
      serviceRequestId: jobs[1]!.requestId,
      title: expect.any(String),
      status: newest.status,
      reference: newest.providerPayoutId,
      grossPaise: 250_000,
      platformFeePaise: 25_000,
      refundedPaise: 0,
      recoveredPaise: 0,
      amountPaise: 225_000,
      paidAt: expect.any(String),
      createdAt: newest.createdAt.toISOString(),
      processedAt: newest.processedAt?.toISOString() ?? null,
    });
    expect(body.data.recoveries).toEqual([]);
  });

  it('shows his recovery entries, outstanding or settled', async () => {
    const payout = await payoutOf(jobs[0]!.paymentId);
    const [refund] = await t.deps.database.db
      .insert(refunds)
      .values({
        paymentId: jobs[0]!.paymentId,
        amountPaise: 40_000,
        status: 'processed',
        idempotencyKey: `test-recovery-${payout.id}`,
        processedAt: now,
      })
      .returning();
    await t.deps.database.db.insert(payoutAdjustments).values({
      repairerId: repairer.id,
      refundId: refund!.id,
      payoutId: payout.id,
      amountPaise: 36_000,
      recoveredPaise: 10_000,
    });
    const body = (await repairer.agent.get('/api/repairer/payouts')).json();
    expect(body.data.recoveries).toEqual([
      {
        id: expect.any(String),
        payoutId: payout.id,
        title: expect.any(String),
        status: 'outstanding',
        amountPaise: 36_000,
        recoveredPaise: 10_000,
        createdAt: expect.any(String),
        settledAt: null,
      },
    ]);
  });

  it('shows another repairer none of his, and refuses customers and no session', async () => {
    const theirs = (await other.agent.get('/api/repairer/payouts')).json();
    expect(theirs.data).toEqual({ payouts: [], recoveries: [] });
    expect((await customer.agent.get('/api/repairer/payouts')).statusCode).toBe(403);
    expect((await createAgent(t.app).get('/api/repairer/payouts')).statusCode).toBe(401);
  });
});

describe('GET /api/repairer/payouts/statement', () => {
  it("answers his month's statement as a PDF with each payout and the totals", async () => {
    const month = await payoutMonth(jobs[0]!.paymentId);
    const text = await expectPdf(
      await repairer.agent.get(`/api/repairer/payouts/statement?month=${month}`),
      `payouts-${month}.pdf`,
    );
    expect(text).toContain('Payouts statement');
    expect(text).toContain('Ravi Verma');
    expect(text).toContain('2,500.00');
    expect(text).toContain('1,000.00');
    expect(text).toContain('250.00'); // the fee of the ₹2,500 job
    expect(text).toContain('3,150.00'); // sent in all: 900 + 2,250
    expect(text).toContain('Recoveries');
    expect(text).toContain('360.00');
  });

  it('answers an empty month with a statement that says so', async () => {
    const text = await expectPdf(
      await repairer.agent.get('/api/repairer/payouts/statement?month=2020-01'),
      'payouts-2020-01.pdf',
    );
    expect(text).toContain('No payouts in this month.');
    expect(text).not.toContain('2,500.00');
  });

  it('gives another repairer only his own month', async () => {
    const month = await payoutMonth(jobs[0]!.paymentId);
    const text = await expectPdf(
      await other.agent.get(`/api/repairer/payouts/statement?month=${month}`),
      `payouts-${month}.pdf`,
    );
    expect(text).toContain('Sunil Rao');
    expect(text).not.toContain('Ravi Verma');
    expect(text).not.toContain('2,500.00');
    expect(text).toContain('No payouts in this month.');
  });

  it('refuses a month that is not YYYY-MM, customers and no session', async () => {
    // The picker sends only good months: a bad one gets the general message the web translates.
    await expectNothingWritten(t, async () => {
      for (const month of ['2026-13', '2026-00', '2026-1', '26-01', 'October', '2026-10-01']) {
        expectInvalid(
          await repairer.agent.get(`/api/repairer/payouts/statement?month=${month}`),
          VALIDATION_MESSAGES.monthInvalid,
        );
      }
      expectInvalid(
        await repairer.agent.get('/api/repairer/payouts/statement'),
        VALIDATION_MESSAGES.monthInvalid,
      );
    });
    expect(
      (await customer.agent.get('/api/repairer/payouts/statement?month=2026-10')).statusCode,
    ).toBe(403);
    expect(
      (await createAgent(t.app).get('/api/repairer/payouts/statement?month=2026-10')).statusCode,
    ).toBe(401);
  });
});
