import type { DbOrTx } from '../../db/client.ts';
import {
  insertRecovery,
  lockOutstandingRecoveries,
  lockPayoutOfPayment,
  setPayout,
  takeFromRecovery,
} from './adjustments.repo.ts';
import type { PayoutRow } from './payouts.repo.ts';

/** Payouts whose money has not left: a refund can still reduce them. */
const UNSENT: readonly PayoutRow['status'][] = ['pending', 'failed', 'held', 'abandoned'];

/**
 * The repairer's share of a refund: the refund in proportion to what his payout was of the
 * gross (before any deduction), in whole paise.
 */
export function refundShare(
  refundPaise: number,
  payout: Pick<PayoutRow, 'grossPaise' | 'platformFeePaise'>,
): number {
  if (payout.grossPaise <= 0) return 0;
  return Math.round(
    (refundPaise * (payout.grossPaise - payout.platformFeePaise)) / payout.grossPaise,
  );
}

/**
 * Holds the job's payout while a problem report is open, if its money has not gone (pending
 * or failed); a payout being sent or sent stays as it is. Returns the payout as it now is.
 */
export async function holdPayout(tx: DbOrTx, paymentId: string) {
  const payout = await lockPayoutOfPayment(tx, paymentId);
  if (!payout || (payout.status !== 'pending' && payout.status !== 'failed')) return payout;
  return setPayout(tx, payout.id, { status: 'held', nextAttemptAt: null });
}

/**
 * The repairer's share of a refund, taken from the payout: an unsent payout is reduced; what
 * it cannot cover (it was sent, or is being sent, or is too small) becomes a recovery entry
 * taken from his next payouts.
 */
export async function chargeRefund(
  tx: DbOrTx,
  input: { paymentId: string; refundId: string; refundPaise: number },
) {
  const payout = await lockPayoutOfPayment(tx, input.paymentId);
  if (!payout) return { reducedPaise: 0, recovery: null };
  const share = refundShare(input.refundPaise, payout);
  const reducedPaise = UNSENT.includes(payout.status) ? Math.min(share, payout.amountPaise) : 0;
  if (reducedPaise > 0) {
    await setPayout(tx, payout.id, {
      refundedPaise: payout.refundedPaise + reducedPaise,
      amountPaise: payout.amountPaise - reducedPaise,
    });
  }
  const owed = share - reducedPaise;
  const recovery =
    owed > 0
      ? await insertRecovery(tx, {
          repairerId: payout.repairerId,
          refundId: input.refundId,
          payoutId: payout.id,
          amountPaise: owed,
        })
      : null;
  return { reducedPaise, recovery };
}

/**
 * Outstanding recoveries taken from a new payout of `amountPaise`, oldest first, settling
 * each as it is covered: returns the paise taken (the payout sends the rest).
 */
export async function recoverFrom(
  tx: DbOrTx,
  repairerId: string,
  amountPaise: number,
): Promise<number> {
  let left = amountPaise;
  for (const row of await lockOutstandingRecoveries(tx, repairerId)) {
    if (left <= 0) break;
    const take = Math.min(left, row.amountPaise - row.recoveredPaise);
    if (take <= 0) continue;
    await takeFromRecovery(tx, row, take);
    left -= take;
  }
  return amountPaise - left;
}
