import type { TAssignedJob } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import {
  PayoutError,
  type PayoutProvider,
  type PayoutRequest,
} from '../../src/providers/payouts/payouts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signupAdmin } from '../support/factories.ts';
import { expectOkJson, jobAt, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';

/**
 * Issue 20, item 4: the repairer's job view says where his money for a finished job is, from
 * the payouts ledger (decision 035).
 */

/** Payout attempts answered in order: a network failure, a refusal, then successes. */
function scriptedProvider(script: ('ok' | 'fail' | 'refuse')[]) {
  const calls: PayoutRequest[] = [];
  const provider: PayoutProvider = {
    name: 'razorpayx',
    simulated: false,
    async payout(request) {
      calls.push(request);
      const step = script[calls.length - 1] ?? 'ok';
      if (step === 'fail') throw new PayoutError('RazorpayX unreachable: ECONNRESET');
      if (step === 'refuse') throw new PayoutError('RazorpayX refused: Invalid VPA', true);
      return {
        id: `pout_${request.idempotencyKey.slice(-8)}`,
        status: 'processed',
        failureReason: null,
      };
    },
  };
  return { provider, calls };
}

let t: TestApp;
let customer: Party;
let ravi: Party;
let sunil: Party;
const script = scriptedProvider(['fail', 'refuse']);

beforeAll(async () => {
  t = await createTestApp(
    { OTP_RESEND_COOLDOWN_SECONDS: '0', PLATFORM_FEE_PERCENT: '10' },
    {
      payouts: script.provider,
    },
  );
  customer = await newCustomer(t, 'Meera Iyer');
  ravi = await newRepairer(t, { fullname: 'Ravi Verma', upiId: 'ravi.verma@okaxis' });
  sunil = await newRepairer(t, { fullname: 'Sunil Yadav', upiId: 'sunil.yadav@oksbi' });
});
afterAll(async () => {
  await t.close();
});

async function assignedJobs(repairer: Party): Promise<TAssignedJob[]> {
  const body = await expectOkJson(
    repairer.agent.get('/api/service-requests/repairer/assigned-jobs'),
  );
  return body.data as TAssignedJob[];
}

async function payoutOf(repairer: Party, requestId: string) {
  const job = (await assignedJobs(repairer)).find((j) => j._id === requestId);
  expect(job, `job ${requestId} on the list`).toBeDefined();
  return job!.payout;
}

async function paidJob(repairer: Party, rupees: number) {
  const due = await servicePaymentDue(t, customer, repairer, rupees);
  await payInFull(t, customer, due);
  const [row] = await t.deps.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.paymentId, due.paymentId));
  return { ...due, payout: row! };
}

describe('the payout state on the repairer’s assigned jobs', () => {
  // The script's order: the first payout fails (retried), the second is refused (given up).
  let retrying: Awaited<ReturnType<typeof paidJob>>;
  let refused: Awaited<ReturnType<typeof paidJob>>;
  beforeAll(async () => {
    retrying = await paidJob(ravi, 1000);
    refused = await paidJob(ravi, 2000);
  });

  it('has no payout state before the job is finished', async () => {
    const id = await jobAt(t, 'accepted', customer, ravi);
    expect(await payoutOf(ravi, id)).toBeNull();
  });

  it('waits for the customer’s payment once the completion code is confirmed', async () => {
    const due = await servicePaymentDue(t, customer, ravi, 800);
    expect(await payoutOf(ravi, due.requestId)).toEqual({
      state: 'awaiting_payment',
      amountPaise: null,
      upiId: null,
      reference: null,
      paidAt: null,
      nextAttemptAt: null,
    });
  });

  it('says a failed payout is being retried, and when', async () => {
    expect(retrying.payout.status).toBe('failed');
    expect(await payoutOf(ravi, retrying.requestId)).toEqual({
      state: 'retrying',
      amountPaise: 90_000,
      upiId: 'ravi.verma@okaxis',
      reference: null,
      paidAt: null,
      nextAttemptAt: retrying.payout.nextAttemptAt!.toISOString(),
    });
  });

  it('says a payout the provider refused has failed, without a retry time', async () => {
    expect(refused.payout.status).toBe('abandoned');
    expect(await payoutOf(ravi, refused.requestId)).toMatchObject({
      state: 'failed',
      amountPaise: 180_000,
      upiId: 'ravi.verma@okaxis',
      nextAttemptAt: null,
    });
  });

  it('says a payout with the provider is processing', async () => {
    const job = await paidJob(ravi, 500);
    await t.deps.database.db
      .update(payouts)
      .set({ status: 'processing', providerStatus: 'queued', processedAt: null })
      .where(eq(payouts.id, job.payout.id));
    expect(await payoutOf(ravi, job.requestId)).toMatchObject({
      state: 'processing',
      amountPaise: 45_000,
      upiId: 'ravi.verma@okaxis',
      paidAt: null,
    });
  });

  it('says it was paid out, to which UPI id, with the reference, also after the admin completes it', async () => {
    const job = await paidJob(ravi, 1500);
    const expected = {
      state: 'paid',
      amountPaise: 135_000,
      upiId: 'ravi.verma@okaxis',
      reference: `pout_${job.payout.idempotencyKey.slice(-8)}`,
      paidAt: job.payout.processedAt!.toISOString(),
      nextAttemptAt: null,
    };
    expect(await payoutOf(ravi, job.requestId)).toEqual(expected);

    const admin = await signupAdmin(t);
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${job.requestId}`));
    const [completed] = (await assignedJobs(ravi)).filter((j) => j._id === job.requestId);
    expect(completed).toMatchObject({ status: 'completed', payout: expected });
  });

  it('never shows another repairer’s payout, and customers cannot read the list', async () => {
    const own = await paidJob(sunil, 700);
    const sunilsJobs = await assignedJobs(sunil);
    expect(sunilsJobs.map((j) => j._id)).toEqual([own.requestId]);
    expect(sunilsJobs[0]!.payout).toMatchObject({ state: 'paid', upiId: 'sunil.yadav@oksbi' });
    const text = JSON.stringify(sunilsJobs);
    expect(text).not.toContain('ravi.verma@okaxis');

    // Ravi's list holds none of Sunil's jobs or payouts.
    const ravisJobs = await assignedJobs(ravi);
    expect(ravisJobs.some((j) => j._id === own.requestId)).toBe(false);
    expect(JSON.stringify(ravisJobs)).not.toContain('sunil.yadav@oksbi');

    const refusedForCustomer = await customer.agent.get(
      '/api/service-requests/repairer/assigned-jobs',
    );
    expect(refusedForCustomer.statusCode).toBe(403);
    expect(refusedForCustomer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
