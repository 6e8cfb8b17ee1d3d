import { RETRYABLE_PAYOUT_STATUSES } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payouts as payoutsTable } from '../../db/schema/index.ts';
import { FINAL_FAILED_STATUSES, PayoutError } from '../../providers/payouts/payouts.ts';
import { deadLetterQueue, type JobQueue } from '../../queue/queue.ts';
import { lockPayoutOfPayment, setPayout } from './adjustments.repo.ts';
import { chargeRefund, holdPayout, recoverFrom } from './ledger.ts';
import {
  claimPayout,
  duePayoutIds,
  findBeneficiary,
  insertPayout,
  reopenPayout,
  updatePayout,
  type PayoutRow,
} from './payouts.repo.ts';

/** The queue that sends payouts, and the one that finds those whose job was lost. */
export const PAYOUT_JOB = 'payout';
export const PAYOUT_SWEEP_JOB = 'payout-sweep';

/** Another attempt holds the payout and its claim is not stale: the job is retried later. */
export class PayoutHeldElsewhere extends Error {}

/** The wait before attempt n + 1: a minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The platform's fee and the repairer's share of a payment, in whole paise. */
export function splitPayment(grossPaise: number, feePercent: number) {
  const platformFeePaise = Math.round((grossPaise * feePercent) / 100);
  return { platformFeePaise, amountPaise: grossPaise - platformFeePaise };
}

/**
 * Payouts of captured service payments to the repairer's UPI id (issue 5):
 * a row and a job in the capture's transaction, sent by whichever process
 * takes the job, retried until the provider takes them, never twice (one row
 * per payment, a conditional claim per attempt, one idempotency key per row).
 */
export function createPayoutsService(
  { database, payouts: provider, config }: AppDeps,
  tools: { queue: JobQueue; log: FastifyBaseLogger },
) {
  const { db } = database;
  const { queue } = tools;

  async function attempt(row: PayoutRow, log: FastifyBaseLogger): Promise<PayoutRow['status']> {
    try {
      const result = await provider.payout({
        idempotencyKey: row.idempotencyKey,
        referenceId: row.id,
        amountPaise: row.amountPaise,
        upiId: row.upiId,
        beneficiary: await findBeneficiary(db, row.repairerId),
        narration: 'GharSeva job payment',
      });
      const failed = (FINAL_FAILED_STATUSES as readonly string[]).includes(result.status);
      const status =
        result.status === 'processed' ? 'processed' : failed ? 'abandoned' : 'processing';
      await updatePayout(db, row.id, {
        status,
        providerPayoutId: result.id,
        providerStatus: result.status,
        lastError: failed ? (result.failureReason ?? result.status).slice(0, 300) : null,
        nextAttemptAt: null,
        ...(status === 'processed' ? { processedAt: new Date() } : {}),
      });
      if (failed) {
        log.error({ payoutId: row.id, status: result.status }, 'payout refused by provider');
        await queue.send(deadLetterQueue(PAYOUT_JOB), {
          payoutId: row.id,
          error: `provider status ${result.status}`,
        });
      }
      return status;
    } catch (error) {
      const refused = error instanceof PayoutError && error.refused;
      const lastTry = row.attempts >= config.PAYOUT_MAX_ATTEMPTS;
      const status = refused || lastTry ? 'abandoned' : 'failed';
      const lastError = String((error as Error).message).slice(0, 300);
      const nextAttemptAt =
        status === 'failed' ? new Date(Date.now() + retryDelayMs(row.attempts)) : null;
      await db.transaction(async (tx) => {
        await updatePayout(tx, row.id, { status, lastError, nextAttemptAt });
        // The next attempt, or a dead letter for a person: with the row, or neither.
        if (nextAttemptAt) await sendAttempt(tx, row.id, nextAttemptAt);
        else
          await queue.send(
            deadLetterQueue(PAYOUT_JOB),
            { payoutId: row.id, error: lastError },
            { tx },
          );
      });
      log[status === 'abandoned' ? 'error' : 'warn'](
        { err: error, payoutId: row.id, attempts: row.attempts },
        status === 'abandoned' ? 'payout abandoned: needs a person' : 'payout failed; will retry',
      );
      return status;
    }
  }

  /** A job for one attempt at the payout; one waiting job per payout is enough. */
  const sendAttempt = (tx: DbOrTx | undefined, payoutId: string, startAfter?: Date) =>
    queue.send(
      PAYOUT_JOB,
      { payoutId },
      { singletonKey: payoutId, ...(tx ? { tx } : {}), ...(startAfter ? { startAfter } : {}) },
    );

  return {
    /**
     * Queues the repairer's payout of a captured service payment, in the capture's
     * transaction (the row and its job commit together); null when nothing is owed.
     */
    async queue(
      tx: DbOrTx,
      input: { paymentId: string; grossPaise: number; repairer: { id: string; upiId: string } },
    ): Promise<PayoutRow | null> {
      const split = splitPayment(input.grossPaise, config.PLATFORM_FEE_PERCENT);
      if (split.amountPaise <= 0) return null;
      const existing = await lockPayoutOfPayment(tx, input.paymentId);
      if (existing) return existing;
      // What he owes after refunds of jobs already paid out is taken first (issue 23).
      const recoveredPaise = await recoverFrom(tx, input.repairer.id, split.amountPaise);
      const amountPaise = split.amountPaise - recoveredPaise;
      const row = await insertPayout(tx, {
        paymentId: input.paymentId,
        repairerId: input.repairer.id,
        upiId: input.repairer.upiId,
        grossPaise: input.grossPaise,
        platformFeePaise: split.platformFeePaise,
        amountPaise,
        recoveredPaise,
        // Nothing left to send: the whole share went to what he owed.
        ...(amountPaise === 0 ? { status: 'cancelled' as const } : {}),
        provider: provider.name,
        simulated: provider.simulated,
        idempotencyKey: `payout_${input.paymentId}`,
      });
      if (row.status !== 'cancelled') await sendAttempt(tx, row.id);
      return row;
    },

    /** Holds the job's payout while a problem report is open, if it has not gone yet. */
    hold: (tx: DbOrTx, paymentId: string) => holdPayout(tx, paymentId),

    /** The repairer's share of a refund: the unsent payout reduced, or a recovery entry. */
    chargeRefund,

    /**
     * Ends the hold once the report is decided: the payout is sent (what is left of it), or
     * cancelled when a refund left nothing. A payout not held is left as it is.
     */
    async release(tx: DbOrTx, paymentId: string): Promise<PayoutRow | undefined> {
      const payout = await lockPayoutOfPayment(tx, paymentId);
      if (!payout || payout.status !== 'held') return payout;
      if (payout.amountPaise === 0) return setPayout(tx, payout.id, { status: 'cancelled' });
      const released = await setPayout(tx, payout.id, { status: 'pending' });
      await sendAttempt(tx, payout.id);
      return released;
    },

    /**
     * An admin's retry of a failed or abandoned payout, in the caller's transaction: pending
     * again with a fresh round of attempts, and a job now. The row and its idempotency key
     * stay, so the provider pays it once however often it is retried. The job has a key of its
     * own, so a next attempt still waiting in the queue neither blocks nor doubles it (the claim
     * lets one of them run). Undefined when the payout is in another status or unknown.
     */
    async retry(tx: DbOrTx, payoutId: string): Promise<PayoutRow | undefined> {
      const before = await reopenPayout(tx, payoutId, RETRYABLE_PAYOUT_STATUSES);
      if (!before) return undefined;
      await queue.send(PAYOUT_JOB, { payoutId }, { tx, singletonKey: `retry:${payoutId}` });
      return before;
    },

    /**
     * One attempt at a payout (the payout job), if it is due and nobody else holds it.
     * Throws PayoutHeldElsewhere while a live claim holds it, so the job comes back later.
     */
    async run(
      payoutId: string,
      log: FastifyBaseLogger = tools.log,
    ): Promise<PayoutRow['status'] | 'not_due'> {
      const row = await claimPayout(db, payoutId, config.PAYOUT_CLAIM_TIMEOUT_SECONDS);
      if (row) return attempt(row, log);
      const [now] = await db
        .select({ status: payoutsTable.status })
        .from(payoutsTable)
        .where(eq(payoutsTable.id, payoutId));
      if (now?.status === 'processing')
        throw new PayoutHeldElsewhere(`payout ${payoutId} is held by another attempt`);
      return 'not_due';
    },

    /**
     * Sends a job for every payout an attempt is due for and whose job is gone (a crash
     * between commit and send cannot happen, but a restore or a purge can): the minute's sweep.
     */
    async sweep(): Promise<number> {
      const ids = await duePayoutIds(db, config.PAYOUT_CLAIM_TIMEOUT_SECONDS);
      for (const id of ids) await sendAttempt(undefined, id);
      return ids.length;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
