import type { ChatSocket } from './events';
import { openSocket } from './open-socket';

/**
 * - `connecting`: first attempt under way. `connected`: ready.
 * - `reconnecting`: the connection dropped; Socket.IO is trying again.
 * - `unavailable`: an attempt failed (refused at the handshake, or the server unreachable).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

export interface RealtimeSnapshot {
  socket: ChatSocket | null;
  status: RealtimeStatus;
  /** Whose connection this is ('user:{id}'), so another sign-in gets a socket of its own. */
  key: string | null;
}

const IDLE: RealtimeSnapshot = Object.freeze({ socket: null, status: 'idle', key: null });
/** After the server drops the socket (logout elsewhere, restart), one more try after this. */
const RETRY_AFTER_SERVER_DISCONNECT_MS = 1_500;

let snapshot: RealtimeSnapshot = IDLE;
const listeners = new Set<() => void>();

function set(next: RealtimeSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Updates the status of `socket` only while it is still the current one. */
function setStatus(socket: ChatSocket, status: RealtimeStatus) {
  if (snapshot.socket === socket && snapshot.status !== status) set({ ...snapshot, status });
}

/**
 * Opens the signed-in account's socket (once per account; the same key keeps the same
 * socket). Socket.IO reconnects by itself after a network drop; a socket the server drops is
 * tried once more, so a restart heals and a dead session ends refused.
 */
export function startRealtime(key: string): void {
  if (snapshot.key === key) return;
  stopRealtime();
  set({ socket: null, status: 'connecting', key });
  openSocket().then(
    (socket) => {
      if (snapshot.key !== key || snapshot.socket) {
        socket.disconnect();
        return;
      }
      watch(socket);
      set({ socket, status: socket.connected ? 'connected' : 'connecting', key });
    },
    (error: unknown) => {
      console.warn('Realtime client failed to load:', error);
      if (snapshot.key === key) set({ ...snapshot, status: 'unavailable' });
    },
  );
}

function watch(socket: ChatSocket) {
  socket.on('connect', () => setStatus(socket, 'connected'));
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    setStatus(socket, 'reconnecting');
    if (reason === 'io server disconnect') {
      setTimeout(() => {
        if (snapshot.socket === socket && !socket.connected) socket.connect();
      }, RETRY_AFTER_SERVER_DISCONNECT_MS);
    }
  });
  // SPEC.md section 8: socket errors are only logged here; the chat says it is unavailable.
  socket.on('connect_error', (error) => {
    console.warn('Realtime connection failed:', error.message);
    setStatus(socket, 'unavailable');
  });
}

/** Closes the socket (logout, session cleared). */
export function stopRealtime(): void {
  const { socket, key } = snapshot;
  if (key === null) return;
  set(IDLE);
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
}

export const realtimeStore = {
  getSnapshot: (): RealtimeSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
