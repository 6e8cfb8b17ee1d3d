import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { REQUEST_STATUSES } from '../status.ts';
import { plainText } from './text.ts';

/** Longest chat message (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages sent with pastMessages on joining, and per page of older history. */
export const CHAT_PAGE_SIZE = 50;

/** Chat, messages and notification texts (SPEC.md sections 2 and 8), verbatim, and ours. */
export const CHAT_MESSAGES = {
  noConversation: 'No conversation selected or user not logged in. Please select a chat to begin.',
  unavailable: 'Chat service not available. Please refresh the page.',
  ended: 'Chat ended: {{reason}}',
  error: 'Chat error: {{message}}',
  notFoundUser: 'Conversation not found or is inactive.',
  notFoundRepairer: 'Conversation not found.',
  loadConversationsFailed: 'Failed to load conversations. Please try again.',
  loadNotificationsFailed: 'Failed to load notifications. Please try again.',
  fetchNotificationsFailed: 'Failed to fetch notifications.',
  closed: 'Chat is closed.',
  /** Added: the server's refusals of a message. */
  empty: 'Please type a message.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
  tooFast: 'You are sending messages too fast. Please wait a moment.',
  notParticipant: 'You are not part of this conversation.',
  sessionEnded: 'Your session has ended. Please log in again.',
  invalid: 'This message could not be read.',
} as const;

const ZConversationId = z.uuid({ error: CHAT_MESSAGES.notFoundRepairer });

/** joinRoom's argument: the conversation id as a string (DESIGN.md section 9). */
export const ZJoinRoom = ZConversationId;

/**
 * sendMessage's payload. `senderId` and `senderModel` are accepted for SPEC.md's shape and
 * ignored: the server takes the sender from the session.
 */
export const ZSendMessage = z.object({
  conversationId: ZConversationId,
  message: plainText({
    max: CHAT_MESSAGE_MAX,
    multiline: true,
    messages: {
      invalid: CHAT_MESSAGES.empty,
      tooLong: CHAT_MESSAGES.tooLong,
      characters: VALIDATION_MESSAGES.messageCharacters,
    },
  }).min(1, { error: CHAT_MESSAGES.empty }),
  senderId: z.unknown().optional(),
  senderModel: z.unknown().optional(),
  /**
   * The client's own id for this message, the same on every resend: a resend after a lost
   * acknowledgement answers the stored message instead of storing it twice.
   */
  clientId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

/**
 * GET .../conversations/{id}/messages: `before={messageId}` pages back through older history;
 * `after={messageId}` catches up with what came after the last message a client saw (after a
 * reconnect). At most one of the two.
 */
export const ZMessagesQuery = z
  .object({
    before: z.uuid({ error: VALIDATION_MESSAGES.messageCursorInvalid }).optional(),
    after: z.uuid({ error: VALIDATION_MESSAGES.messageCursorInvalid }).optional(),
  })
  .refine((q) => !(q.before && q.after), { error: VALIDATION_MESSAGES.messageCursorInvalid });

export const SENDER_MODELS = ['User', 'Repairer'] as const;
export type SenderModel = (typeof SENDER_MODELS)[number];

/** A chat message (SPEC.md section 3), as pastMessages and receiveMessage carry it. */
export const ZChatMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderModel: z.enum(SENDER_MODELS),
  senderName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A conversation in the lists (SPEC.md section 3); `sender` is the other side's name. */
export const ZConversation = z.object({
  id: z.string(),
  _id: z.string(),
  serviceId: z.string(),
  sender: z.string(),
  title: z.string(),
  /** The job's catalogue names, so an app-made title reads in the reader's language. */
  serviceType: z.string(),
  category: z.string().nullable(),
  issue: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** The latest message's time, else the conversation's opening. */
  time: z.string(),
  /** Messages from the other side not yet read. */
  unread: z.number().int(),
  isActive: z.boolean(),
  serviceRequestStatus: z.enum(REQUEST_STATUSES),
});
export type TConversation = z.infer<typeof ZConversation>;

/** GET /{role}/conversations: a bare array (SPEC.md section 7). */
export const ZConversationsResponse = z.array(ZConversation);
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

/** GET /{role}/conversations/{id}/messages: a page of history, oldest first. */
export const ZMessagesResponse = z.object({
  success: z.literal(true),
  data: z.array(ZChatMessage),
  /**
   * More remain: older ones (ask again with `before` the first of these) or, with `after`,
   * newer ones (ask again with `after` the last of these).
   */
  hasMore: z.boolean(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

/** PUT /{role}/conversations/{id}/read. */
export const ZMarkConversationReadResponse = z.object({ success: z.literal(true) });
export type TMarkConversationReadResponse = z.infer<typeof ZMarkConversationReadResponse>;
