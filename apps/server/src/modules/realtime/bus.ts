import type { TNotification } from '@gharseva/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The PostgreSQL channel every server process listens on for pushes to its sockets. */
export const REALTIME_CHANNEL = 'gs_realtime';

/** Why a job left the open-jobs board: another repairer took it, or the customer cancelled it. */
export type BoardRemovalReason = 'taken' | 'cancelled';

/**
 * Who a push goes to: one account's sockets, everyone in a conversation's room, or every
 * repairer's open-jobs board.
 */
export type RealtimeEvent =
  | {
      type: 'notification';
      to: { role: 'user' | 'repairer'; id: string };
      notification: TNotification;
    }
  | { type: 'chatEnded'; conversationId: string; message: string }
  | { type: 'nearbyJobRemoved'; jobId: string; reason: BoardRemovalReason }
  | { type: 'nearbyJobChanged'; jobId: string };

/**
 * Queues a push in the caller's transaction with NOTIFY: PostgreSQL delivers it to every
 * server process when (and only if) the transaction commits, so nobody hears of a
 * notification or a closed chat before it is in the database, or of one that was rolled back.
 */
export async function publish(db: DbOrTx, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
