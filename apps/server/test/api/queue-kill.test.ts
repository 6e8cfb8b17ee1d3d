import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import { createTestApp } from '../support/app.ts';
import { openTestDatabase } from '../support/database.ts';
import { newCustomer, newRepairer } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';
import { startRazorpayStub, type RazorpayStub } from '../support/razorpay-stub.ts';
import { startServer, stopServer, type ServerProcess } from '../support/server-process.ts';

/**
 * `kill -9` of the process holding a payout (issue 22): the payout job it claimed expires and
 * another process takes it; RazorpayX is asked twice with one idempotency key and pays once.
 * Server processes share a database, so this runs on PostgreSQL (CI).
 */
const enabled = process.env.TEST_DB_ENGINE === 'postgres';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(enabled)('a payout held by a killed process', () => {
  it(
    'is paid once by another process, with the same idempotency key',
    { timeout: 180_000 },
    async () => {
      const stub: RazorpayStub = await startRazorpayStub();
      cleanups.push(() => stub.close());
      const database = await openTestDatabase();
      cleanups.push(() => database.close());

      // The capture happens in a process that only sends jobs: the payout waits in the queue.
      const sender = await createTestApp(
        // Every process of one deployment has the same settings; the job's expiry is set when sent.
        {
          OTP_RESEND_COOLDOWN_SECONDS: '0',
          QUEUE_WORKERS: 'false',
          PAYOUT_CLAIM_TIMEOUT_SECONDS: '3',
        },
        { database, keepDatabase: true },
      );
      const customer = await newCustomer(sender, 'Meera Iyer');
      const repairer = await newRepairer(sender, { fullname: 'Ravi Verma' });
      const due = await servicePaymentDue(sender, customer, repairer, 1500);
      await payInFull(sender, customer, due);
      await sender.close();
      const [queued] = await database.db
        .select()
        .from(payouts)
        .where(eq(payouts.paymentId, due.paymentId));
      expect(queued!.status).toBe('pending');

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-kill-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        OTP_PEPPER: 'kill-pepper',
        AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        ADMIN_SIGNUP_SECRET: 'kill-secret',
        PAYOUT_PROVIDER: 'razorpayx',
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_API_URL: stub.url,
        RAZORPAYX_ACCOUNT_NUMBER: '2323230041626905',
        PAYOUT_CLAIM_TIMEOUT_SECONDS: '3',
        QUEUE_MAINTENANCE_SECONDS: '1',
        QUEUE_POLL_SECONDS: '0.5',
        QUEUE_SCHEDULES: 'false',
      };
      const payoutCalls = () => stub.received.filter((r) => r.path === '/v1/payouts');

      // The first process takes the job and waits inside RazorpayX's payout call...
      stub.failNext('/v1/payouts', 'hang', 1);
      const first: ServerProcess = await startServer({ env });
      cleanups.push(async () => {
        if (first.child.exitCode === null) await stopServer(first);
      });
      await expect.poll(() => payoutCalls().length, { timeout: 60_000, interval: 100 }).toBe(1);
      // ...and dies there.
      first.child.kill('SIGKILL');
      await first.closed;
      const [held] = await database.db.select().from(payouts).where(eq(payouts.id, queued!.id));
      expect(held).toMatchObject({ status: 'processing', attempts: 1 });

      const second = await startServer({ env });
      cleanups.push(() => stopServer(second));
      await expect
        .poll(
          async () =>
            (await database.db.select().from(payouts).where(eq(payouts.id, queued!.id)))[0]!.status,
          { timeout: 60_000, interval: 250 },
        )
        .toBe('processed');

      const [paid] = await database.db.select().from(payouts).where(eq(payouts.id, queued!.id));
      expect(paid).toMatchObject({ status: 'processed', attempts: 2 });
      const keys = payoutCalls().map((r) => r.headers['x-payout-idempotency']);
      expect(keys).toEqual([queued!.idempotencyKey, queued!.idempotencyKey]);
      expect(stub.payouts.size).toBe(1);
      expect(paid!.providerPayoutId).toBe([...stub.payouts.keys()][0]);
    },
  );
});
