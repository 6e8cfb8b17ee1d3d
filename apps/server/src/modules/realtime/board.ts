import type { DbOrTx } from '../../db/client.ts';
import { publish, type BoardRemovalReason } from './bus.ts';

/** The Socket.IO room of every signed-in repairer's socket: the open-jobs boards. */
export const BOARD_ROOM = 'board:repairers';

/**
 * A waiting job left the open-jobs board (taken by a repairer, cancelled by the customer,
 * or otherwise no longer waiting): every repairer's board drops it live (decision 035). Call it
 * in the transaction that moves the job out of 'requested'; the push goes out, from every
 * server process, only once that transaction commits.
 */
export async function jobLeftBoard(
  db: DbOrTx,
  jobId: string,
  reason: BoardRemovalReason,
): Promise<void> {
  await publish(db, { type: 'nearbyJobRemoved', jobId, reason });
}

/**
 * A waiting job changed what the board shows (its visit was moved, issue 24): every repairer's
 * board reads it again once the transaction commits.
 */
export async function jobChangedOnBoard(db: DbOrTx, jobId: string): Promise<void> {
  await publish(db, { type: 'nearbyJobChanged', jobId });
}
