import {
  uniqueIndex,
  boolean,
  index,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { repairers, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { serviceRequests } from './requests.ts';

/**
 * The chat of one job between its customer and its repairer: opened when the
 * repairer accepts, closed when the job ends (DESIGN.md section 3).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .unique()
      .references(() => serviceRequests.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id),
    isActive: boolean().notNull().default(true),
    lastMessageAt: timestamp({ withTimezone: true }),
    /** The latest message, shortened, for the conversation lists. */
    lastMessagePreview: varchar({ length: 120 }),
    /** What each side has read up to: their unread count is the other side's messages after it. */
    userLastReadAt: timestamp({ withTimezone: true }),
    repairerLastReadAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.updatedAt), index().on(t.repairerId, t.updatedAt)],
);

/** One chat message, written before it is sent to anyone (SPEC.md section 3, "Chat message"). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id),
    /** SPEC.md's senderModel. */
    senderModel: varchar({ length: 8 }).$type<'User' | 'Repairer'>().notNull(),
    senderId: uuid().notNull(),
    message: varchar({ length: 2000 }).notNull(),
    /**
     * The sender's own id for the message, when its client gives one: a resend after a lost
     * acknowledgement (a reconnect, a process that stopped) finds the message already stored.
     */
    clientId: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.conversationId, t.createdAt), uniqueIndex().on(t.senderId, t.clientId)],
);
