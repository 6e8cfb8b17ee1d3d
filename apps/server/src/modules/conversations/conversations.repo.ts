import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestStatus } from '@gharseva/domain';
import { conversations, serviceRequests } from '../../db/schema/index.ts';
import { publish } from '../realtime/index.ts';

/**
 * Opens the job's conversation (once per job); returns its id. A job returned to the board
 * (its repairer suspended) keeps its conversation, closed: the next repairer to take it takes
 * the conversation over, reopened, so the customer has one chat per job.
 */
export async function openConversation(
  db: DbOrTx,
  input: { serviceRequestId: string; userId: string; repairerId: string },
): Promise<string> {
  await db
    .insert(conversations)
    .values(input)
    .onConflictDoUpdate({
      target: conversations.serviceRequestId,
      set: { repairerId: input.repairerId, isActive: true, repairerLastReadAt: null },
      setWhere: ne(conversations.repairerId, input.repairerId),
    });
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.serviceRequestId, input.serviceRequestId))
    .limit(1);
  return row!.id;
}

/** How a closed chat explains itself, by the job's status ('Chat ended: The job was completed.'). */
const ENDED_BECAUSE: Partial<Record<RequestStatus, string>> = {
  completed: 'The job was completed.',
  cancelled: 'The job was cancelled.',
  rejected: 'The quote was rejected.',
  closed_rejected: 'The quote was rejected.',
};

/**
 * Closes the job's conversation when the job ends (DESIGN.md section 3) and, once the
 * caller's transaction commits, tells both sides' open chats (`chatEnded`).
 */
export async function closeConversation(db: DbOrTx, serviceRequestId: string): Promise<void> {
  const closed = await db
    .update(conversations)
    .set({ isActive: false })
    .where(
      and(eq(conversations.serviceRequestId, serviceRequestId), eq(conversations.isActive, true)),
    )
    .returning({ id: conversations.id });
  if (closed.length === 0) return;
  const [job] = await db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  for (const { id } of closed) {
    await publish(db, {
      type: 'chatEnded',
      conversationId: id,
      message: (job && ENDED_BECAUSE[job.status]) ?? 'The job is closed.',
    });
  }
}

/**
 * Opens a closed job's conversation again while a problem report on it is open (issue 23):
 * both sides can write until the report is decided.
 */
export async function reopenConversation(db: DbOrTx, serviceRequestId: string): Promise<void> {
  await db
    .update(conversations)
    .set({ isActive: true })
    .where(
      and(eq(conversations.serviceRequestId, serviceRequestId), eq(conversations.isActive, false)),
    );
}

/** Conversation ids of these jobs, by job id. */
export async function conversationIdsByRequest(
  db: DbOrTx,
  serviceRequestIds: readonly string[],
): Promise<Map<string, string>> {
  if (serviceRequestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, serviceRequestId: conversations.serviceRequestId })
    .from(conversations)
    .where(inArray(conversations.serviceRequestId, [...serviceRequestIds]));
  return new Map(rows.map((r) => [r.serviceRequestId, r.id]));
}
