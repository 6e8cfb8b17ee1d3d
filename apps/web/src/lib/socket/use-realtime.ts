import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerToClientEvents } from './events';
import { realtimeStore, type RealtimeSnapshot } from './realtime';

/**
 * What the server renders, and so what hydration reads: the socket on its way (the browser
 * opens it as the app starts, main.tsx). The real status follows once the page is live, so
 * the markup matches whatever the socket has done meanwhile (decision 029).
 */
const FIRST_SCREEN: RealtimeSnapshot = Object.freeze({
  socket: null,
  status: 'connecting',
  key: null,
});
const firstScreen = () => FIRST_SCREEN;

/** The signed-in account's socket and its status; re-renders when either changes. */
export function useRealtime(): RealtimeSnapshot {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.getSnapshot, firstScreen);
}

/**
 * Listens to one server event on the current socket for as long as the component is mounted
 * (and follows a new socket after another sign-in). `handler` may change on every render.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const { socket } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    // Socket.IO's typed `on` cannot relate a generic event name to its listener.
    const on = socket.on.bind(socket) as (e: E, l: ServerToClientEvents[E]) => void;
    const off = socket.off.bind(socket) as (e: E, l: ServerToClientEvents[E]) => void;
    on(event, listener);
    return () => off(event, listener);
  }, [socket, event]);
}
