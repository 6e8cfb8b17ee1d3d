import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { FINAL_FAILED_STATUSES, PayoutError } from '../../providers/payouts/payouts.ts';
import {
  claimPayout,
  duePayoutIds,
  findBeneficiary,
  insertPayout,
  updatePayout,
  type PayoutRow,
} from './payouts.repo.ts';

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
 * queued in the capture's transaction, sent after it, retried until the
 * provider takes them, never twice (one row per payment, one idempotency key
 * per row).
 */
export function createPayoutsService(
  { database, payouts: provider, config }: AppDeps,
  log: FastifyBaseLogger,
) {
  const { db } = database;

  async function attempt(row: PayoutRow): Promise<PayoutRow['status']> {
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
      if (failed)
        log.error({ payoutId: row.id, status: result.status }, 'payout refused by provider');
      return status;
    } catch (error) {
      const refused = error instanceof PayoutError && error.refused;
      const lastTry = row.attempts >= config.PAYOUT_MAX_ATTEMPTS;
      const status = refused || lastTry ? 'abandoned' : 'failed';
      await updatePayout(db, row.id, {
        status,
        lastError: String((error as Error).message).slice(0, 300),
        nextAttemptAt:
          status === 'failed' ? new Date(Date.now() + retryDelayMs(row.attempts)) : null,
      });
      log[status === 'abandoned' ? 'error' : 'warn'](
        { err: error, payoutId: row.id, attempts: row.attempts },
        status === 'abandoned' ? 'payout abandoned: needs a person' : 'payout failed; will retry',
      );
      return status;
    }
  }

  return {
    /**
     * Queues the repairer's payout of a captured service payment, in the capture's
     * transaction; null when nothing is owed (the fee took it all).
     */
    async queue(
      tx: DbOrTx,
      input: { paymentId: string; grossPaise: number; repairer: { id: string; upiId: string } },
    ): Promise<PayoutRow | null> {
      const split = splitPayment(input.grossPaise, config.PLATFORM_FEE_PERCENT);
      if (split.amountPaise <= 0) return null;
      return insertPayout(tx, {
        paymentId: input.paymentId,
        repairerId: input.repairer.id,
        upiId: input.repairer.upiId,
        grossPaise: input.grossPaise,
        ...split,
        provider: provider.name,
        simulated: provider.simulated,
        idempotencyKey: `payout_${input.paymentId}`,
      });
    },

    /** One attempt at a payout, if it is due and nobody else holds it. */
    async run(payoutId: string): Promise<PayoutRow['status'] | 'not_due'> {
      const row = await claimPayout(db, payoutId);
      return row ? attempt(row) : 'not_due';
    },

    /** Retries what is due (the timer and the tests call this). */
    async retryDue(): Promise<number> {
      const ids = await duePayoutIds(db);
      for (const id of ids) await this.run(id);
      return ids.length;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
