import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';

/** Opens the job's conversation (once per job); returns its id. */
export async function openConversation(
  db: DbOrTx,
  input: { serviceRequestId: string; userId: string; repairerId: string },
): Promise<string> {
  await db.insert(conversations).values(input).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.serviceRequestId, input.serviceRequestId))
    .limit(1);
  return row!.id;
}

/** Closes the job's conversation when the job ends (DESIGN.md section 3). */
export async function closeConversation(db: DbOrTx, serviceRequestId: string): Promise<void> {
  await db
    .update(conversations)
    .set({ isActive: false })
    .where(
      and(eq(conversations.serviceRequestId, serviceRequestId), eq(conversations.isActive, true)),
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
