import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import { Counter } from 'prom-client';
import { Server } from 'socket.io';
import { SESSION_COOKIE } from '../lib/cookies.ts';
import {
  accountRoom,
  conversationRoom,
  registerChatEvents,
  sessionRoom,
  type SocketAuth,
  type TrackHandler,
} from '../modules/chat/index.ts';
import { BOARD_ROOM, REALTIME_CHANNEL, type RealtimeEvent } from '../modules/realtime/index.ts';

/** Socket.IO's payload limit (SPEC.md messages are at most 2,000 characters). */
export const SOCKET_MAX_BUFFER_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      io: Server;
      /** Drops the sockets of a session (logout), on every server process. */
      disconnectSession(sessionId: string): void;
      /** Drops every socket of an account (password reset). */
      disconnectAccount(role: string, id: string): void;
      /**
       * Shutdown (decision 046): lets the socket events being handled answer, then closes
       * every connection's transport. socket.io-client reconnects by itself after a closed
       * transport (not after a server disconnect), and the balancer sends it elsewhere.
       */
      moveClients(): Promise<void>;
    };
  }
}

/**
 * Realtime on the same server and origin (issue 6): Socket.IO authenticated from the session
 * cookie (or a bearer token) at the handshake, Origin checked (CORS does not cover
 * WebSockets), 64 KB frames, the Redis adapter across processes when REDIS_URL is set, and the
 * pushes the database queues with NOTIFY (notifications, closed chats, jobs leaving the
 * open-jobs board) sent to this process's sockets after their transaction commits.
 */
export const socketPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.deps;
  const { accounts, chat } = app.services;
  const configured = new Set(
    [config.PUBLIC_URL, ...config.ALLOWED_ORIGINS].filter(Boolean).map((o) => new URL(o!).origin),
  );
  const originAllowed = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    // Browsers always name the Origin of a cross-site WebSocket or request; a client that
    // sends none is not a browser page on another site.
    if (origin === undefined) return true;
    const forwarded = config.TRUST_PROXY ? req.headers['x-forwarded-proto'] : undefined;
    const scheme = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : 'http';
    const own = [`${scheme}://${req.headers.host}`, `https://${req.headers.host}`];
    return configured.has(origin) || own.includes(origin);
  };

  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_BUFFER_BYTES,
    allowRequest: (req, callback) => callback(null, originAllowed(req)),
  });

  const redis: Redis[] = [];
  if (config.REDIS_URL) {
    const pub = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${config.REDIS_KEY_PREFIX}socket.io` }));
  }

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
      const bearer = socket.handshake.auth?.token;
      const token = typeof bearer === 'string' ? bearer : cookies[SESSION_COOKIE];
      const session = token ? await accounts.liveSession(token) : undefined;
      if (!session || (session.role !== 'user' && session.role !== 'repairer')) {
        return next(new Error('UNAUTHENTICATED'));
      }
      socket.data.auth = {
        role: session.role,
        subjectId: session.subjectId,
        sessionId: session.id,
      } satisfies SocketAuth;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('UNAVAILABLE'));
    }
  });

  const messagesSent = new Counter({
    name: 'gharseva_chat_messages_sent_total',
    help: 'Chat messages stored and sent through this process',
    registers: [app.metrics.registry],
  });
  app.metrics.addGauge({
    name: 'gharseva_socket_connections',
    help: 'Signed-in sockets connected to this process',
    // The main namespace's map holds this process's sockets only, past the handshake.
    collect: (set) => set({}, io.of('/').sockets.size),
  });
  const handling = new Set<Promise<void>>();
  const track: TrackHandler =
    (handler) =>
    (...args) => {
      const work = handler(...args)
        .catch((err: unknown) => app.log.error({ err }, 'socket event failed'))
        .finally(() => handling.delete(work));
      handling.add(work);
    };
  const moveClients = async () => {
    while (handling.size > 0) await Promise.all([...handling]);
    // In the same turn as the check above, so no event starts between it and the closes; an
    // event that arrives after is dropped unhandled, and its sender gets no acknowledgement.
    // engine.io flushes what is queued (the last acknowledgements) before closing. A socket
    // still in its handshake is closed with the engine in onClose.
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  };

  io.on('connection', (socket) => {
    const auth = socket.data.auth as SocketAuth;
    void socket.join([
      accountRoom({ role: auth.role, id: auth.subjectId }),
      sessionRoom(auth.sessionId),
      // Every repairer's board hears of jobs that leave it (decision 035).
      ...(auth.role === 'repairer' ? [BOARD_ROOM] : []),
    ]);
    registerChatEvents(io, socket, {
      chat,
      isSessionLive: accounts.isSessionLive,
      log: app.log,
      onMessageSent: () => messagesSent.inc(),
      track,
    });
  });

  // Every process hears every committed push and sends it to its own sockets only.
  const deliver = (payload: string) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    if (event.type === 'notification') {
      io.local.to(accountRoom(event.to)).emit('notification', event.notification);
    } else if (event.type === 'chatEnded') {
      io.local
        .to(conversationRoom(event.conversationId))
        .emit('chatEnded', { message: event.message, conversationId: event.conversationId });
    } else if (event.type === 'nearbyJobRemoved') {
      io.local
        .to(BOARD_ROOM)
        .emit('nearbyJobRemoved', { jobId: event.jobId, reason: event.reason });
    } else if (event.type === 'nearbyJobChanged') {
      io.local.to(BOARD_ROOM).emit('nearbyJobChanged', { jobId: event.jobId });
    }
  };
  const stopListening = await database.listen(REALTIME_CHANNEL, deliver);

  // Web push leaves out chat messages for readers with a socket open on any process (the
  // Redis adapter asks the others; decision 056).
  app.services.push.watchSockets(
    async (person) => (await io.in(accountRoom(person)).fetchSockets()).length > 0,
  );

  app.decorate('realtime', {
    io,
    disconnectSession: (sessionId: string) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    disconnectAccount: (role: string, id: string) =>
      io.in(accountRoom({ role, id })).disconnectSockets(true),
    moveClients,
  });

  app.addHook('preClose', async () => {
    await moveClients();
    await stopListening();
  });
  app.addHook('onClose', async () => {
    // Not io.close(): it would close the HTTP server, which is Fastify's to close.
    io.engine.close();
    await io.of('/').adapter.close();
    await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
  });
});
