import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptCounters, receipts, refunds, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { expectOkJson, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import {
  fakeCheckout,
  orderFor,
  payInFull,
  rejectionFeeDue,
  servicePaymentDue,
  settle,
  verifyPayment,
  type CheckoutResult,
} from '../support/payments.ts';
import { expectPdf } from '../support/pdf.ts';

/** Issue 23, item 2: every captured payment has a numbered receipt in the customer's language. */

let t: TestApp;
let customer: Party;
let stranger: Party;
let repairer: Party;
/** The app's clock: tests move it across the financial year's end. */
let now = new Date('2026-11-20T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp(
    { OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100' },
    { clock: () => now },
  );
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterAll(async () => {
  await t.close();
});

const receiptOf = (party: Party, paymentId: string) =>
  party.agent.get(`/api/user/payments/${paymentId}/receipt`);

async function receiptRow(paymentId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId));
  return row;
}

async function receiptCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(receipts);
  return Number(row!.n);
}

const fileOf = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;

describe('GET /api/user/payments/{id}/receipt', () => {
  it('answers the PDF with the number, the time in IST, the amount in figures and words', async () => {
    now = new Date('2026-11-20T06:30:00Z');
    const due = await servicePaymentDue(t, customer, repairer, 1499.5);
    const paid = await payInFull(t, customer, due);
    const row = (await receiptRow(due.paymentId))!;
    expect(row).toMatchObject({
      financialYear: '2026-27',
      number: expect.stringMatching(/^GS\/2026-27\/\d{6}$/),
    });

    const text = await expectPdf(await receiptOf(customer, due.paymentId), fileOf(row.number));
    expect(text).toContain(row.number);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('GharSeva');
    expect(text).toContain('20 Nov 2026');
    expect(text).toContain('12:00'); // 06:30 UTC is 12:00 in India
    expect(text).toContain('IST');
    expect(text).toContain('1,499.50');
    expect(text).toContain('Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
    expect(text).toContain(paid.razorpay_payment_id);
    expect(text).toContain('UPI');
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('Ravi Verma');
    // No GSTIN configured: no tax lines.
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('CGST');
    // The same receipt every time.
    const again = await expectPdf(await receiptOf(customer, due.paymentId), fileOf(row.number));
    expect(again).toContain(row.number);
    expect(await receiptCount()).toBeGreaterThan(0);
  });

  it('has a receipt for the rejection fee too', async () => {
    const due = await rejectionFeeDue(t, customer, repairer);
    await payInFull(t, customer, due);
    const row = (await receiptRow(due.paymentId))!;
    const text = await expectPdf(await receiptOf(customer, due.paymentId), fileOf(row.number));
    expect(text).toContain(row.number);
    expect(text).toContain('Quote rejection fee');
    expect(text).toContain('150.00');
    expect(text).toContain('Rupees One Hundred Fifty Only');
  });

  it('numbers consecutively and starts again at 1 on 1 April in India', async () => {
    now = new Date('2027-03-31T18:29:00Z'); // 23:59 IST, 31 March 2027
    const last = await servicePaymentDue(t, customer, repairer);
    await payInFull(t, customer, last);
    const before = (await receiptRow(last.paymentId))!;
    expect(before.financialYear).toBe('2026-27');

    now = new Date('2027-03-31T18:30:00Z'); // 00:00 IST, 1 April 2027
    const first = await servicePaymentDue(t, customer, repairer);
    await payInFull(t, customer, first);
    now = new Date('2027-04-02T05:00:00Z');
    const second = await servicePaymentDue(t, customer, repairer);
    await payInFull(t, customer, second);

    expect((await receiptRow(first.paymentId))!.number).toBe('GS/2027-28/000001');
    expect((await receiptRow(second.paymentId))!.number).toBe('GS/2027-28/000002');
    const text = await expectPdf(
      await receiptOf(customer, first.paymentId),
      'receipt-GS-2027-28-000001.pdf',
    );
    expect(text).toContain('GS/2027-28/000001');
    expect(text).toContain('1 Apr 2027');
    const counters = await t.deps.database.db.select().from(receiptCounters);
    expect(counters.find((c) => c.financialYear === '2026-27')!.lastSequence).toBe(before.sequence);
    now = new Date('2026-11-21T06:30:00Z');
  });

  it('gives concurrent captures distinct numbers with none skipped', async () => {
    const dues = [];
    for (let i = 0; i < 5; i++) dues.push(await servicePaymentDue(t, customer, repairer));
    const [counter] = await t.deps.database.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.financialYear, '2026-27'));
    // The fake gateway's webhooks capture too, racing the checkouts below.
    const start = counter!.lastSequence;
    const results: CheckoutResult[] = [];
    for (const due of dues) {
      const orderId = await orderFor(customer, due.paymentId);
      results.push(
        (await expectOkJson(fakeCheckout(customer, orderId))) as unknown as CheckoutResult,
      );
    }
    const answers = await Promise.all(
      dues.map((due, i) =>
        verifyPayment(customer, {
          paymentId: due.paymentId,
          serviceRequestId: due.requestId,
          transactionDetails: results[i],
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    await settle(t);
    const sequences = await Promise.all(
      dues.map(async (due) => (await receiptRow(due.paymentId))!.sequence),
    );
    expect([...sequences].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => start + n));
  });

  it('issues the receipt of a payment captured before receipts existed on its first download', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 800);
    await payInFull(t, customer, due);
    // As a payment captured before this feature: no receipt row.
    await t.deps.database.db.delete(receipts).where(eq(receipts.paymentId, due.paymentId));
    const [counter] = await t.deps.database.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.financialYear, '2026-27'));
    const [a, b] = await Promise.all([
      receiptOf(customer, due.paymentId),
      receiptOf(customer, due.paymentId),
    ]);
    const number = `GS/2026-27/${String(counter!.lastSequence + 1).padStart(6, '0')}`;
    expect(await expectPdf(a, fileOf(number))).toContain(number);
    expect(await expectPdf(b, fileOf(number))).toContain(number);
    expect((await receiptRow(due.paymentId))!.number).toBe(number);
  });

  it('lists the processed refunds under the payment, with the net amount', async () => {
    const due = await servicePaymentDue(t, customer, repairer, 1000);
    await payInFull(t, customer, due);
    await t.deps.database.db.insert(refunds).values([
      {
        paymentId: due.paymentId,
        amountPaise: 25_000,
        status: 'processed',
        idempotencyKey: `test-${due.paymentId}-1`,
        gatewayRefundId: 'rfnd_TestRefund0001',
        processedAt: new Date('2026-11-22T06:30:00Z'),
      },
      // Not processed: not on the receipt.
      {
        paymentId: due.paymentId,
        amountPaise: 10_000,
        status: 'pending',
        idempotencyKey: `test-${due.paymentId}-2`,
      },
    ]);
    const row = (await receiptRow(due.paymentId))!;
    const text = await expectPdf(await receiptOf(customer, due.paymentId), fileOf(row.number));
    expect(text).toContain('Refunds');
    expect(text).toContain('rfnd_TestRefund0001');
    expect(text).toContain('250.00');
    expect(text).toContain('750.00');
    expect(text).not.toContain('100.00');
  });

  it("writes the receipt in the customer's language", async () => {
    const hindi = await newCustomer(t, 'Asha Gupta');
    await t.deps.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
    const due = await servicePaymentDue(t, hindi, repairer, 500);
    await payInFull(t, hindi, due);
    const row = (await receiptRow(due.paymentId))!;
    const text = await expectPdf(await receiptOf(hindi, due.paymentId), fileOf(row.number));
    expect(text).toContain(row.number);
    expect(text).toContain('रसीद');
    expect(text).not.toContain('Payment receipt');
  });

  it('refuses another customer, a repairer, no session, an unknown id and an uncaptured payment', async () => {
    const due = await servicePaymentDue(t, customer, repairer);
    const before = await receiptCount();
    await expectNothingWritten(t, async () =>
      expectError(
        await receiptOf(customer, due.paymentId),
        409,
        'PAYMENT_NOT_CAPTURED',
        'The payment has not been captured.',
      ),
    );
    expect(await receiptCount()).toBe(before);
    await payInFull(t, customer, due);

    expectError(await receiptOf(stranger, due.paymentId), 404, 'NOT_FOUND', 'Payment not found.');
    expect((await receiptOf(repairer, due.paymentId)).statusCode).toBe(403);
    expect(
      (await createAgent(t.app).get(`/api/user/payments/${due.paymentId}/receipt`)).statusCode,
    ).toBe(401);
    expectError(
      await receiptOf(customer, '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaaa'),
      404,
      'NOT_FOUND',
      'Payment not found.',
    );
    expectInvalid(await customer.agent.get('/api/user/payments/not-a-uuid/receipt'), 'Not found.');
    expect(await receiptCount()).toBe(before + 1);
  });
});

describe('receipts with PLATFORM_GSTIN set', () => {
  it('print the GSTIN and the 18% GST the amount includes, CGST and SGST at 9%', async () => {
    const g = await createTestApp({
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      PLATFORM_NAME: 'Seva Homes Pvt Ltd',
      PLATFORM_ADDRESS: '12 MG Road, Pune 411001',
      PLATFORM_GSTIN: '27AAACS1234F1Z5',
    });
    try {
      const c = await newCustomer(g, 'Nisha Rao');
      const r = await newRepairer(g, { fullname: 'Arun Das' });
      const due = await servicePaymentDue(g, c, r, 1180);
      await payInFull(g, c, due);
      const [row] = await g.deps.database.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentId, due.paymentId));
      const text = await expectPdf(
        await c.agent.get(`/api/user/payments/${due.paymentId}/receipt`),
        fileOf(row!.number),
      );
      expect(text).toContain('Seva Homes Pvt Ltd');
      expect(text).toContain('12 MG Road, Pune 411001');
      expect(text).toContain('27AAACS1234F1Z5');
      expect(text).toContain('Includes GST at 18%');
      expect(text).toContain('1,000.00'); // taxable value of ₹1,180
      expect(text).toContain('CGST 9%');
      expect(text).toContain('SGST 9%');
      expect(text).toContain('90.00');
    } finally {
      await g.close();
    }
  });
});
