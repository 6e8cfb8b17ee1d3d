import { CHAT_PAGE_SIZE, type SenderModel } from '@gharseva/domain';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requestTitleColumns } from '../../db/request-title.ts';
import {
  chatMessages,
  conversations,
  repairers,
  serviceRequests,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { v7 as uuidv7 } from 'uuid';

/** One side of a conversation: the customer (User) or the repairer (Repairer). */
export interface Participant {
  role: 'user' | 'repairer';
  id: string;
}

export const senderModelOf = (p: Participant): SenderModel =>
  p.role === 'user' ? 'User' : 'Repairer';

const isParticipant = (p: Participant) =>
  p.role === 'user' ? eq(conversations.userId, p.id) : eq(conversations.repairerId, p.id);

const lastReadOf = (p: Participant) =>
  p.role === 'user' ? conversations.userLastReadAt : conversations.repairerLastReadAt;

/** A conversation with both names, the job's title and status. */
const CONVERSATION_COLUMNS = {
  id: conversations.id,
  serviceRequestId: conversations.serviceRequestId,
  userId: conversations.userId,
  repairerId: conversations.repairerId,
  isActive: conversations.isActive,
  userName: users.fullname,
  repairerName: repairers.fullname,
  title: serviceRequests.title,
  status: serviceRequests.status,
};

/** A conversation of this participant with both names, the job's title and status. */
export async function findConversation(db: DbOrTx, conversationId: string, p: Participant) {
  const [row] = await db
    .select(CONVERSATION_COLUMNS)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .innerJoin(repairers, eq(repairers.id, conversations.repairerId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, conversations.serviceRequestId))
    .where(and(eq(conversations.id, conversationId), isParticipant(p)))
    .limit(1);
  return row;
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/** The conversation of a job, if this participant is on it. */
export async function findConversationIdByJob(
  db: DbOrTx,
  serviceRequestId: string,
  p: Participant,
) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.serviceRequestId, serviceRequestId), isParticipant(p)))
    .limit(1);
  return row?.id;
}

/**
 * Stores a message while the conversation is open, with the conversation's preview and the
 * sender's read mark, in one statement (atomic without a transaction); undefined when the
 * conversation is closed.
 */
export async function insertMessage(
  db: DbOrTx,
  input: { conversationId: string; sender: Participant; message: string; clientId?: string },
): Promise<MessageRow | undefined> {
  const now = new Date();
  const readMark = sql.raw(
    input.sender.role === 'user' ? 'user_last_read_at' : 'repairer_last_read_at',
  );
  // Both drivers answer raw SQL with `{rows}`.
  const result = (await db.execute(sql`
    with open as (
      update ${conversations}
      set last_message_at = ${now}, last_message_preview = ${input.message.slice(0, 120)},
        ${readMark} = ${now}, updated_at = ${now}
      where id = ${input.conversationId} and is_active
      returning id)
    insert into ${chatMessages}
      (id, conversation_id, sender_model, sender_id, message, client_id, created_at)
    select ${uuidv7()}, open.id, ${senderModelOf(input.sender)}, ${input.sender.id},
      ${input.message}, ${input.clientId ?? null}, ${now}
    from open
    on conflict (sender_id, client_id) do nothing
    returning id, conversation_id, sender_model, sender_id, message, client_id, created_at`)) as unknown as {
    rows: {
      id: string;
      conversation_id: string;
      sender_model: SenderModel;
      sender_id: string;
      message: string;
      client_id: string | null;
      created_at: Date | string;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderModel: row.sender_model,
    senderId: row.sender_id,
    message: row.message,
    clientId: row.client_id,
    createdAt: new Date(row.created_at),
  };
}

/** The message this sender already stored under this client id in this conversation. */
export async function findSentMessage(
  db: DbOrTx,
  input: { conversationId: string; sender: Participant; clientId: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, input.sender.id),
        eq(chatMessages.clientId, input.clientId),
        eq(chatMessages.conversationId, input.conversationId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Everything a message needs in one query: the conversation if this participant is on it,
 * whether it is open, both names, the job, and whether the sender's session is still live.
 */
export async function findSenderContext(
  db: DbOrTx,
  conversationId: string,
  p: Participant,
  sessionId: string,
) {
  const [row] = await db
    .select({
      ...CONVERSATION_COLUMNS,
      lastMessageAt: conversations.lastMessageAt,
      sessionLive: sql<boolean>`exists (
        select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.expiresAt} > now())`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .innerJoin(repairers, eq(repairers.id, conversations.repairerId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, conversations.serviceRequestId))
    .where(and(eq(conversations.id, conversationId), isParticipant(p)))
    .limit(1);
  return row;
}

export type MessageRow = typeof chatMessages.$inferSelect;

/** The latest `limit` messages before `beforeId` (or the latest), oldest first. */
export async function listMessages(
  db: DbOrTx,
  conversationId: string,
  options: { beforeId?: string; limit?: number } = {},
): Promise<MessageRow[]> {
  let cursor;
  if (options.beforeId) {
    const [before] = await db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.id, options.beforeId), eq(chatMessages.conversationId, conversationId)),
      );
    if (!before) return [];
    cursor = or(
      lt(chatMessages.createdAt, before.createdAt),
      and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id)),
    );
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), cursor))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit ?? CHAT_PAGE_SIZE);
  return rows.reverse();
}

/**
 * The first `limit` messages after `afterId`, oldest first (UUID v7 ids follow the clock, and
 * messages of one instant are ordered by id, as in listMessages); [] for an unknown id.
 */
export async function listMessagesAfter(
  db: DbOrTx,
  conversationId: string,
  afterId: string,
  limit = CHAT_PAGE_SIZE,
): Promise<MessageRow[]> {
  const [after] = await db
    .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, afterId), eq(chatMessages.conversationId, conversationId)));
  if (!after) return [];
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        or(
          gt(chatMessages.createdAt, after.createdAt),
          and(eq(chatMessages.createdAt, after.createdAt), gt(chatMessages.id, after.id)),
        ),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
}

/** Marks the conversation read by this participant up to now. */
export async function markConversationRead(db: DbOrTx, conversationId: string, p: Participant) {
  const rows = await db
    .update(conversations)
    .set(p.role === 'user' ? { userLastReadAt: new Date() } : { repairerLastReadAt: new Date() })
    .where(and(eq(conversations.id, conversationId), isParticipant(p)))
    .returning({ id: conversations.id });
  return rows.length === 1;
}

/**
 * The participant's conversations, finished ones too (read-only), with the other side's name,
 * the job, and how many of the other side's messages came after what they last read. Open
 * ones first, then finished ones, each latest activity first (decision 035).
 */
export async function listConversations(db: DbOrTx, p: Participant, limit = 100) {
  const lastRead = lastReadOf(p);
  const unread = sql<number>`(
    select count(*)::int from ${chatMessages}
    where ${chatMessages.conversationId} = ${conversations.id}
      and ${chatMessages.senderModel} <> ${senderModelOf(p)}
      and (${lastRead} is null or ${chatMessages.createdAt} > ${lastRead}))`;
  return db
    .select({
      id: conversations.id,
      serviceRequestId: conversations.serviceRequestId,
      isActive: conversations.isActive,
      lastMessage: conversations.lastMessagePreview,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      other: p.role === 'user' ? repairers.fullname : users.fullname,
      ...requestTitleColumns,
      status: serviceRequests.status,
      unread,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .innerJoin(repairers, eq(repairers.id, conversations.repairerId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, conversations.serviceRequestId))
    .where(isParticipant(p))
    .orderBy(
      desc(conversations.isActive),
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
    )
    .limit(limit);
}

/** The names of message senders, for messages read from the table. */
export async function senderNames(db: DbOrTx, conversationId: string) {
  const [row] = await db
    .select({ user: users.fullname, repairer: repairers.fullname })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .innerJoin(repairers, eq(repairers.id, conversations.repairerId))
    .where(eq(conversations.id, conversationId));
  return { User: row?.user ?? '', Repairer: row?.repairer ?? '' } satisfies Record<
    SenderModel,
    string
  >;
}
