import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import {
  PayoutError,
  type PayoutProvider,
  type PayoutRequest,
} from '../../src/providers/payouts/payouts.ts';
import { PayoutHeldElsewhere } from '../../src/modules/payouts/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { openTestDatabase } from '../support/database.ts';
import { newCustomer, newRepairer } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';

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

  it('retries a failed payout on a job of its own when it is due, with the same idempotency key, and pays once', async () => {
    const script = scriptedProvider(['fail']);
    const { t, payout } = await paidJob({}, script.provider);
    expect(payout).toMatchObject({ status: 'failed', attempts: 1 });
    expect(payout.lastError).toContain('ECONNRESET');
    const wait = payout.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // The next attempt is a job waiting in the queue until the time the repairer is shown.
    const waiting = await nextAttemptJob(t, payout.id);
    expect(Math.abs(waiting.startAfter.getTime() - payout.nextAttemptAt!.getTime())).toBeLessThan(
      1000,
    );
    await t.app.queue.idle();
    expect(script.calls).toHaveLength(1);

    await makeDue(t, payout.id);
    await t.app.queue.idle();
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
    expect(await t.app.payouts.sweep()).toBe(0);
    expect(script.calls).toHaveLength(2);
  });

  it('gives up on a refused payout at once, and after the last try otherwise, as a dead letter', async () => {
    const refused = await paidJob({}, scriptedProvider(['refuse']).provider);
    expect(refused.payout).toMatchObject({ status: 'abandoned', nextAttemptAt: null });
    expect(refused.payout.lastError).toContain('Invalid VPA');
    expect(await refused.t.app.queue.deadLetters()).toEqual([
      expect.objectContaining({
        queue: 'payout',
        data: expect.objectContaining({ payoutId: refused.payout.id }),
      }),
    ]);

    const script = scriptedProvider(['fail', 'fail', 'fail']);
    const { t, payout } = await paidJob({ PAYOUT_MAX_ATTEMPTS: '2' }, script.provider);
    await makeDue(t, payout.id);
    await t.app.queue.idle();
    expect(await reload(t, payout.id)).toMatchObject({ status: 'abandoned', attempts: 2 });
    expect(await t.app.payouts.sweep()).toBe(0);
    await t.app.queue.idle();
    expect(script.calls).toHaveLength(2);
    const [dead] = await t.app.queue.deadLetters();
    expect(dead).toMatchObject({ queue: 'payout', data: { payoutId: payout.id } });
    expect(JSON.stringify(dead)).toContain('ECONNRESET');
  });

  it(
    'never runs one payout twice at once, and picks up a claim lost in a crash',
    { timeout: 90_000 },
    async () => {
      const script = scriptedProvider(['hold']);
      const t = await createTestApp(
        { OTP_RESEND_COOLDOWN_SECONDS: '0' },
        { payouts: script.provider },
      );
      apps.push(t);
      const customer = await newCustomer(t, 'Meera Iyer');
      const repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
      const due = await servicePaymentDue(t, customer, repairer, 900);
      // The payout job starts after the capture commits and waits inside the provider.
      const paying = payInFull(t, customer, due);
      await expect.poll(() => script.calls.length, { timeout: 20_000 }).toBe(1);
      const [row] = await t.deps.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.paymentId, due.paymentId));
      expect(row!.status).toBe('processing');
      // A second run of the job meanwhile is refused, to come back later.
      await expect(t.app.payouts.run(row!.id)).rejects.toBeInstanceOf(PayoutHeldElsewhere);
      expect(await t.app.payouts.sweep()).toBe(0);
      script.release();
      await paying;
      expect(await reload(t, row!.id)).toMatchObject({ status: 'processed', attempts: 1 });

      // A claim left in processing (the process died mid-call) is sent again by the sweep.
      await t.deps.database.db
        .update(payouts)
        .set({ status: 'processing', updatedAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(payouts.id, row!.id));
      expect(await t.app.payouts.sweep()).toBe(1);
      await t.app.queue.idle();
      expect(await reload(t, row!.id)).toMatchObject({ status: 'processed', attempts: 2 });
      expect(new Set(script.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    },
  );

  it('pays once when the payout job runs twice', async () => {
    const script = scriptedProvider([]);
    const { t, payout } = await paidJob({}, script.provider);
    expect(payout.status).toBe('processed');
    await t.app.queue.send('payout', { payoutId: payout.id });
    await t.app.queue.send('payout', { payoutId: payout.id });
    await t.app.queue.idle();
    expect(await t.app.payouts.run(payout.id)).toBe('not_due');
    expect(script.calls).toHaveLength(1);
    expect(await reload(t, payout.id)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it(
    'keeps a waiting payout job across a restart, and the next process pays it',
    { timeout: 90_000 },
    async () => {
      const database = await openTestDatabase();
      try {
        const before = await createTestApp(
          { OTP_RESEND_COOLDOWN_SECONDS: '0', QUEUE_WORKERS: 'false' },
          { database, keepDatabase: true },
        );
        const customer = await newCustomer(before, 'Meera Iyer');
        const repairer = await newRepairer(before, { fullname: 'Ravi Verma' });
        const due = await servicePaymentDue(before, customer, repairer, 700);
        await payInFull(before, customer, due);
        const [row] = await database.db
          .select()
          .from(payouts)
          .where(eq(payouts.paymentId, due.paymentId));
        // Nothing in this process runs jobs: the payout waits in the queue.
        expect(row!.status).toBe('pending');
        await before.close();

        const script = scriptedProvider([]);
        const after = await createTestApp(
          {},
          { database, keepDatabase: true, payouts: script.provider },
        );
        await after.app.queue.idle();
        expect(
          (await database.db.select().from(payouts).where(eq(payouts.id, row!.id)))[0],
        ).toMatchObject({
          status: 'processed',
          attempts: 1,
        });
        expect(script.calls).toHaveLength(1);
        await after.close();
      } finally {
        await database.close();
      }
    },
  );
});

/** The job waiting for a payout's next attempt. */
async function nextAttemptJob(t: TestApp, payoutId: string) {
  const { rows } = (await t.deps.database.execute(
    `select start_after from pgboss.job where name = 'payout' and singleton_key = $1 and state = 'created'`,
    [payoutId],
  )) as { rows: { start_after: Date | string }[] };
  expect(rows).toHaveLength(1);
  return { startAfter: new Date(rows[0]!.start_after) };
}

/** Moves a failed payout's next attempt, and the job waiting for it, to now. */
async function makeDue(t: TestApp, payoutId: string) {
  await t.deps.database.db
    .update(payouts)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(payouts.id, payoutId));
  await t.deps.database.execute(
    `update pgboss.job set start_after = now() where name = 'payout' and singleton_key = $1 and state = 'created'`,
    [payoutId],
  );
}
