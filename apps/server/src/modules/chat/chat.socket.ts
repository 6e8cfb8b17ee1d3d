import { AppError, CHAT_MESSAGES, ZJoinRoom, ZSendMessage } from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { ZodError } from 'zod';
import { runWithRequestId } from '../../lib/request-context.ts';
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

/** A client may name an event's request id (`{requestId}`) in the format HTTP's is taken in. */
function requestIdOf(raw: unknown): string {
  const given =
    raw !== null && typeof raw === 'object' ? (raw as { requestId?: unknown }).requestId : null;
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}
/**
 * Wraps an event handler so the server knows it is running: a shutdown lets running handlers
 * answer before it closes the sockets (decision 046).
 */
export type TrackHandler = <A extends unknown[]>(
  handler: (...args: A) => Promise<void>,
) => (...args: A) => void;

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
    /** Told of every message stored and sent (the metrics count them). */
    onMessageSent?: () => void;
    track: TrackHandler;
  },
) {
  const auth = socket.data.auth as SocketAuth;
  const me: Participant = { role: auth.role, id: auth.subjectId };
  const { chat, isSessionLive, track } = deps;

  /** The refusal's words: the domain's message, the role's not-found, or a generic one. */
  const wordsFor = (error: unknown, log: FastifyBaseLogger): string => {
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

  const refuse = (error: unknown, ack: Ack, log: FastifyBaseLogger) => {
    const message = wordsFor(error, log);
    socket.emit('chatError', { message });
    ack({ ok: false, message });
    // A session that ended (logout elsewhere, expiry) keeps no socket.
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') socket.disconnect(true);
  };

  /** A socket whose session ended (logout elsewhere, expiry) is told and dropped. */
  const stillSignedIn = async (ack: Ack, log: FastifyBaseLogger) => {
    if (await isSessionLive(auth.sessionId)) return true;
    refuse(new AppError('UNAUTHENTICATED', CHAT_MESSAGES.sessionEnded), ack, log);
    return false;
  };

  /**
   * Handles `event` as HTTP requests are handled: a logger of its own carrying a `reqId`
   * (the payload's `requestId` when it is a safe one, else a fresh id) and the `socketId`,
   * and one line when it is done, with whether it succeeded and how long it took.
   */
  const on = (
    event: string,
    handler: (raw: unknown, ack: Ack, log: FastifyBaseLogger) => Promise<void>,
  ) => {
    socket.on(
      event,
      track(async (raw: unknown, maybeAck?: unknown) => {
        const reqId = requestIdOf(raw);
        const log = deps.log.child({ reqId, socketId: socket.id });
        const started = performance.now();
        let ok = true;
        const ack: Ack = (answer) => {
          ok = answer.ok;
          if (typeof maybeAck === 'function') (maybeAck as Ack)(answer);
        };
        try {
          // Work the event starts (a job it sends) carries the same id.
          await runWithRequestId(reqId, () => handler(raw, ack, log));
        } catch (error) {
          ok = false;
          log.error({ err: error }, 'socket event failed');
        } finally {
          const responseTime = Math.round((performance.now() - started) * 100) / 100;
          log.info({ event, ok, responseTime }, 'socket event handled');
        }
      }),
    );
  };

  on('joinRoom', async (raw, ack, log) => {
    try {
      const parsed = ZJoinRoom.safeParse(raw);
      if (!parsed.success) throw conversationNotFound(me);
      const id = parsed.data;
      if (!(await stillSignedIn(ack, log))) return;
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
      refuse(error, ack, log);
    }
  });

  on('leaveRoom', async (raw) => {
    const parsed = ZJoinRoom.safeParse(raw);
    if (parsed.success) await socket.leave(conversationRoom(parsed.data));
  });

  on('sendMessage', async (raw, ack, log) => {
    try {
      const input = ZSendMessage.parse(raw);
      await chat.checkRate(me);
      const { message, conversation } = await chat.send(me, auth.sessionId, input);
      deps.onMessageSent?.();
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
      refuse(error, ack, log);
    }
  });
}
