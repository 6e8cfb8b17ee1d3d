import { AppError, CHAT_MESSAGES, type TChatMessage, type TConversation } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { recordEvent } from '../events/index.ts';
import { hasUnread, notify } from '../notifications/index.ts';
import {
  findConversation,
  findConversationIdByJob,
  findSenderContext,
  findSentMessage,
  insertMessage,
  listConversations,
  listMessages,
  listMessagesAfter,
  markConversationRead,
  senderModelOf,
  senderNames,
  type ConversationRow,
  type Participant,
} from './chat.repo.ts';
import { toChatMessage, toConversation } from './chat.view.ts';
import type { JobQueue } from '../../queue/queue.ts';

export type { Participant };

/** The role-worded refusal for a conversation that is not the caller's (SPEC.md section 8). */
export const conversationNotFound = (p: Participant) =>
  new AppError(
    'NOT_FOUND',
    p.role === 'user' ? CHAT_MESSAGES.notFoundUser : CHAT_MESSAGES.notFoundRepairer,
  );

/** Chat between a job's customer and its repairer (issue 6), for HTTP and the socket alike. */
export function createChatService(
  { database, counters, config }: AppDeps,
  { queue }: { queue: JobQueue },
) {
  const { db } = database;

  async function conversation(p: Participant, id: string): Promise<ConversationRow> {
    const found = await findConversation(db, id, p);
    if (!found) throw conversationNotFound(p);
    return found;
  }

  const otherSide = (c: ConversationRow, p: Participant): Participant =>
    p.role === 'user' ? { role: 'repairer', id: c.repairerId } : { role: 'user', id: c.userId };

  return {
    conversation,
    otherSide,

    async list(p: Participant): Promise<TConversation[]> {
      return (await listConversations(db, p)).map(toConversation);
    },

    async idForJob(p: Participant, serviceRequestId: string): Promise<string> {
      const id = await findConversationIdByJob(db, serviceRequestId, p);
      if (!id) throw conversationNotFound(p);
      return id;
    },

    /** A page of history, oldest first: the latest, or the page before `beforeId`. */
    async history(p: Participant, id: string, beforeId?: string) {
      await conversation(p, id);
      const page = await listMessages(db, id, { beforeId, limit: 51 });
      const hasMore = page.length > 50;
      const names = await senderNames(db, id);
      return {
        messages: (hasMore ? page.slice(1) : page).map((m) => toChatMessage(m, names)),
        hasMore,
      };
    },

    /** The messages after `afterId`, oldest first, a page at a time (catching up). */
    async since(p: Participant, id: string, afterId: string) {
      await conversation(p, id);
      const page = await listMessagesAfter(db, id, afterId, 51);
      const hasMore = page.length > 50;
      const names = await senderNames(db, id);
      return {
        messages: (hasMore ? page.slice(0, 50) : page).map((m) => toChatMessage(m, names)),
        hasMore,
      };
    },

    async markRead(p: Participant, id: string): Promise<void> {
      if (!(await markConversationRead(db, id, p))) throw conversationNotFound(p);
    },

    /** Counts a message against the sender's limit; throws when they are over it. */
    async checkRate(p: Participant): Promise<void> {
      const { count } = await counters.hit(`chat-send:${p.role}:${p.id}`, 60);
      if (count > config.CHAT_MAX_MESSAGES_PER_MINUTE) {
        throw new AppError('RATE_LIMITED', CHAT_MESSAGES.tooFast);
      }
    },

    /**
     * Stores a message (before anyone is sent it) while the chat is open. One query checks
     * everything each message needs checked: the sender's session is live (it is the
     * session's sender, never the payload's), they are a participant, the chat is open. The
     * conversation's first message is recorded as activity.
     */
    async send(
      p: Participant,
      sessionId: string,
      input: { conversationId: string; message: string; clientId?: string | undefined },
    ): Promise<{ message: TChatMessage; conversation: ConversationRow }> {
      const found = await findSenderContext(db, input.conversationId, p, sessionId);
      if (found && !found.sessionLive) {
        throw new AppError('UNAUTHENTICATED', CHAT_MESSAGES.sessionEnded);
      }
      if (!found) throw conversationNotFound(p);
      if (!found.isActive) throw new AppError('INVALID_STATUS_TRANSITION', CHAT_MESSAGES.closed);
      const { clientId, ...text } = input;
      const row =
        (await insertMessage(db, { ...text, ...(clientId ? { clientId } : {}), sender: p })) ??
        // A resend of a message already stored (its acknowledgement was lost): the same one.
        (clientId ? await findSentMessage(db, { ...text, sender: p, clientId }) : undefined);
      if (!row) throw new AppError('INVALID_STATUS_TRANSITION', CHAT_MESSAGES.closed);
      if (found.lastMessageAt === null) {
        await recordEvent(db, {
          kind: 'chat_started',
          actorRole: p.role,
          actorId: p.id,
          userId: found.userId,
          repairerId: found.repairerId,
          serviceRequestId: found.serviceRequestId,
          data: { title: found.title, by: senderModelOf(p) },
        });
      }
      const names = { User: found.userName, Repairer: found.repairerName };
      return { message: toChatMessage(row, names), conversation: found };
    },

    /**
     * Tells a receiver who is not in the chat room (DESIGN.md section 10): one unread
     * new-message notification per job at a time, not one per message.
     */
    async notifyAway(
      receiver: Participant,
      c: ConversationRow,
      message: TChatMessage,
    ): Promise<void> {
      if (await hasUnread(db, receiver, 'new_message', c.serviceRequestId)) return;
      const text =
        message.message.length > 80 ? `${message.message.slice(0, 79)}…` : message.message;
      await notify(
        db,
        queue,
        receiver,
        'new_message',
        // The conversation's id lets the notification open it (issue 20, item 9).
        {
          template: 'newMessage',
          params: { name: message.senderName, title: c.title, text, conversationId: c.id },
        },
        c.serviceRequestId,
      );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
