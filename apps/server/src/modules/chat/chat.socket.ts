import { AppError, CHAT_MESSAGES, ZJoinRoom, ZSendMessage } from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { ZodError } from 'zod';
import type { Participant } from './chat.repo.ts';
import { conversationNotFound, type ChatService } from './chat.service.ts';

/** What the handshake put on each socket. */
export interface SocketAuth {
  role: 'user' | 'repairer';
  subjectId: string;
  sessionId: string;
}

export const conversationRoom = (id: string) => `conversation:${id}`;
export const accountRoom = (p: { role: string; id: string }) => `${p.role}:${p.id}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

type Ack = (answer: { ok: boolean; message?: string }) => void;

/**
 * Wraps an event handler so the server knows it is running: a shutdown lets running handlers
 * answer before it closes the sockets (decision 046).
 */
export type TrackHandler = <A extends unknown[]>(
  handler: (...args: A) => Promise<void>,
) => (...args: A) => void;
const noAck: Ack = () => undefined;

/**
 * The chat events of SPEC.md section 7 on one socket: joinRoom (only the conversation's two
 * participants, answered with pastMessages), sendMessage (sender from the session, checked
 * again on every message, stored before it is sent), chatError for every refusal.
 */
export function registerChatEvents(
  io: Server,
  socket: Socket,
  deps: {
    chat: ChatService;
    /** Whether the socket's session still holds (the accounts module answers). */
    isSessionLive: (sessionId: string) => Promise<boolean>;
    log: FastifyBaseLogger;
    track: TrackHandler;
  },
) {
  const auth = socket.data.auth as SocketAuth;
  const me: Participant = { role: auth.role, id: auth.subjectId };
  const { chat, isSessionLive, log, track } = deps;

  /** The refusal's words: the domain's message, the role's not-found, or a generic one. */
  const wordsFor = (error: unknown): string => {
    if (error instanceof AppError) return error.message;
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      if (!issue || issue.path.length === 0) return CHAT_MESSAGES.invalid;
      if (issue.path[0] === 'conversationId') return conversationNotFound(me).message;
      return issue.message;
    }
    log.error({ err: error }, 'chat event failed');
    return CHAT_MESSAGES.unavailable;
  };

  const refuse = (error: unknown, ack: Ack) => {
    const message = wordsFor(error);
    socket.emit('chatError', { message });
    ack({ ok: false, message });
    // A session that ended (logout elsewhere, expiry) keeps no socket.
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') socket.disconnect(true);
  };

  /** A socket whose session ended (logout elsewhere, expiry) is told and dropped. */
  const stillSignedIn = async (ack: Ack) => {
    if (await isSessionLive(auth.sessionId)) return true;
    refuse(new AppError('UNAUTHENTICATED', CHAT_MESSAGES.sessionEnded), ack);
    return false;
  };

  socket.on(
    'joinRoom',
    track(async (raw: unknown, maybeAck?: unknown) => {
      const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : noAck;
      try {
        const parsed = ZJoinRoom.safeParse(raw);
        if (!parsed.success) throw conversationNotFound(me);
        const id = parsed.data;
        if (!(await stillSignedIn(ack))) return;
        const conversation = await chat.conversation(me, id);
        await socket.join(conversationRoom(id));
        const { messages } = await chat.history(me, id);
        socket.emit('pastMessages', messages);
        await chat.markRead(me, id);
        if (!conversation.isActive) {
          socket.emit('chatEnded', { message: CHAT_MESSAGES.closed, conversationId: id });
        }
        ack({ ok: true });
      } catch (error) {
        refuse(error, ack);
      }
    }),
  );

  socket.on(
    'leaveRoom',
    track(async (raw: unknown) => {
      const parsed = ZJoinRoom.safeParse(raw);
      if (parsed.success) await socket.leave(conversationRoom(parsed.data));
    }),
  );

  socket.on(
    'sendMessage',
    track(async (raw: unknown, maybeAck?: unknown) => {
      const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : noAck;
      try {
        const input = ZSendMessage.parse(raw);
        await chat.checkRate(me);
        const { message, conversation } = await chat.send(me, auth.sessionId, input);
        const room = conversationRoom(input.conversationId);
        io.to(room).emit('receiveMessage', message);
        ack({ ok: true });

        const receiver = chat.otherSide(conversation, me);
        const isReceiver = (s: { data: { auth?: SocketAuth } }) =>
          s.data.auth?.role === receiver.role && s.data.auth.subjectId === receiver.id;
        // This process's sockets first; the other processes are asked only when needed.
        const present =
          (await io.local.in(room).fetchSockets()).some(isReceiver) ||
          (await io.in(room).fetchSockets()).some(isReceiver);
        if (!present) {
          // Their lists and badges follow every message; the notification comes once per job.
          io.to(accountRoom(receiver)).emit('conversationUpdated', {
            conversationId: input.conversationId,
            lastMessage: message.message.slice(0, 120),
            time: message.createdAt,
          });
          await chat.notifyAway(receiver, conversation, message);
        }
      } catch (error) {
        refuse(error, ack);
      }
    }),
  );
}
