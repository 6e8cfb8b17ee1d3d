import type { ChatSocket } from './events';

/**
 * The one place a Socket.IO connection is made (tests replace this module): same origin,
 * path /socket.io, the httpOnly session cookie sent at the handshake (no token in JS). The
 * client library loads only once someone signs in, not with the public pages.
 */
export async function openSocket(): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    withCredentials: true,
    // A socket of its own each time (after a logout and another sign-in, for one).
    forceNew: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
}
