import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './app.ts';
import type { Agent } from './client.ts';

/** Starts the app's HTTP server on a free port (sockets need a real one); its base URL. */
export async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

/** A socket signed in with the agent's session cookie; rejects with the handshake's error. */
export function connectAs(
  url: string,
  agent: Agent | null,
  options: { origin?: string; token?: string } = {},
): Promise<Socket> {
  const cookie = agent?.cookies.get('gs_session');
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: {
      ...(cookie ? { cookie: `gs_session=${cookie}` } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket (rejects after `ms`). */
export function next<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits and waits for the server's acknowledgement. */
export function emitAck(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<{ ok: boolean; message?: string }> {
  return socket.timeout(3000).emitWithAck(event, payload);
}

/** Nothing of `event` arrives within `ms`. */
export async function silence(seen: unknown[], ms = 300): Promise<void> {
  const before = seen.length;
  await new Promise((r) => setTimeout(r, ms));
  if (seen.length !== before)
    throw new Error(`unexpected events: ${JSON.stringify(seen.slice(before))}`);
}
