import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import {
  PayoutError,
  type PayoutProvider,
  type PayoutRequest,
} from '../../src/providers/payouts/payouts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newCustomer, newRepairer } from '../support/jobs.ts';
import { payInFull, servicePaymentDue, settle } from '../support/payments.ts';

/** A payout provider that fails as told, and records every call. */
function scriptedProvider(script: ('ok' | 'fail' | 'refuse' | 'hold')[]) {
  const calls: PayoutRequest[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const provider: PayoutProvider = {
    name: 'razorpayx',
    simulated: false,
    async payout(request) {
      calls.push(request);
      const step = script[calls.length - 1] ?? 'ok';
      if (step === 'hold') await held;
      if (step === 'fail') throw new PayoutError('RazorpayX unreachable: ECONNRESET');
      if (step === 'refuse') throw new PayoutError('RazorpayX refused: Invalid VPA', true);
      return {
        id: `pout_${request.idempotencyKey.slice(-8)}`,
        status: 'processed',
        failureReason: null,
      };
    },
  };
  return { provider, calls, release: () => release() };
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function paidJob(env: Record<string, string>, provider?: PayoutProvider) {
  const t = await createTestApp(
    { OTP_RESEND_COOLDOWN_SECONDS: '0', ...env },
    provider ? { payouts: provider } : {},
  );
  apps.push(t);
  const customer = await newCustomer(t, 'Meera Iyer');
  const repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  const due = await servicePaymentDue(t, customer, repairer, 1200);
  await payInFull(t, customer, due);
  const [row] = await t.deps.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.paymentId, due.paymentId));
  return { t, due, payout: row!, repairer };
}

const reload = async (t: TestApp, id: string) =>
  (await t.deps.database.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe('payouts to the repairer on capture', () => {
  it("takes the platform's fee and pays out the rest", async () => {
    const { payout } = await paidJob({ PLATFORM_FEE_PERCENT: '12.5' });
    expect(payout).toMatchObject({
      grossPaise: 120_000,
      platformFeePaise: 15_000,
      amountPaise: 105_000,
      status: 'processed',
    });
  });

  it('retries a failed payout when it is due, with the same idempotency key, and pays once', async () => {
    const script = scriptedProvider(['fail']);
    const { t, payout } = await paidJob({}, script.provider);
    expect(payout).toMatchObject({ status: 'failed', attempts: 1 });
    expect(payout.lastError).toContain('ECONNRESET');
    const wait = payout.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // Not due yet: nothing happens.
    expect(await t.app.payouts.retryDue()).toBe(0);
    await t.deps.database.db
      .update(payouts)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, payout.id));
    expect(await t.app.payouts.retryDue()).toBe(1);
    expect(await reload(t, payout.id)).toMatchObject({
      status: 'processed',
      attempts: 2,
      lastError: null,
      providerStatus: 'processed',
    });
    expect(script.calls.map((c) => c.idempotencyKey)).toEqual([
      payout.idempotencyKey,
      payout.idempotencyKey,
    ]);
    expect(await t.app.payouts.retryDue()).toBe(0);
    expect(script.calls).toHaveLength(2);
  });

  it('gives up on a refused payout at once, and after the last try otherwise', async () => {
    const refused = await paidJob({}, scriptedProvider(['refuse']).provider);
    expect(refused.payout).toMatchObject({ status: 'abandoned', nextAttemptAt: null });
    expect(refused.payout.lastError).toContain('Invalid VPA');

    const script = scriptedProvider(['fail', 'fail', 'fail']);
    const { t, payout } = await paidJob({ PAYOUT_MAX_ATTEMPTS: '2' }, script.provider);
    await t.deps.database.db
      .update(payouts)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, payout.id));
    await t.app.payouts.retryDue();
    expect(await reload(t, payout.id)).toMatchObject({ status: 'abandoned', attempts: 2 });
    expect(await t.app.payouts.retryDue()).toBe(0);
    expect(script.calls).toHaveLength(2);
  });

  it('never runs one payout twice at once, and picks up a claim lost in a crash', async () => {
    const script = scriptedProvider(['hold']);
    const t = await createTestApp(
      { OTP_RESEND_COOLDOWN_SECONDS: '0' },
      { payouts: script.provider },
    );
    apps.push(t);
    const customer = await newCustomer(t, 'Meera Iyer');
    const repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
    const due = await servicePaymentDue(t, customer, repairer, 900);
    // The payout starts after the capture and waits inside the provider.
    const paying = payInFull(t, customer, due);
    await expect.poll(() => script.calls.length).toBe(1);
    const [row] = await t.deps.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.paymentId, due.paymentId));
    expect(row!.status).toBe('processing');
    expect(await t.app.payouts.run(row!.id)).toBe('not_due');
    expect(await t.app.payouts.retryDue()).toBe(0);
    script.release();
    await paying;
    await settle(t);
    expect(await reload(t, row!.id)).toMatchObject({ status: 'processed', attempts: 1 });

    // A claim left in processing (the process died mid-call) is retried after 5 minutes.
    await t.deps.database.db
      .update(payouts)
      .set({ status: 'processing', updatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(payouts.id, row!.id));
    expect(await t.app.payouts.retryDue()).toBe(1);
    expect(await reload(t, row!.id)).toMatchObject({ status: 'processed', attempts: 2 });
    expect(new Set(script.calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });
});
