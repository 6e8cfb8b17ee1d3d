import type { ChatSocket } from '../../../lib/socket/events';

/**
 * Holds messages written before the room is (re)joined: `wait` resolves with the socket once
 * the room is joined, or null after the time given. `close` when the room must be joined
 * again (a disconnect), `open` when it is.
 */
export function createRoomGate() {
  let release: (socket: ChatSocket) => void = () => undefined;
  let joined = new Promise<ChatSocket>((resolve) => (release = resolve));
  let isOpen = false;
  return {
    open(socket: ChatSocket) {
      isOpen = true;
      release(socket);
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      joined = new Promise<ChatSocket>((resolve) => (release = resolve));
    },
    wait(ms: number): Promise<ChatSocket | null> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
      return Promise.race([joined, late]).finally(() => clearTimeout(timer));
    },
  };
}
