import { act } from '@testing-library/react';
import type { ChatSocket } from '../lib/socket/events';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for a Socket.IO client socket at the lib boundary (`lib/socket/open-socket`):
 * records what the app emits, answers acknowledged emits with `answers`, and lets a test
 * play the server with `fire`.
 *
 *   vi.mock('../../../lib/socket/open-socket', () => ({ openSocket: vi.fn() }));
 *   vi.mocked(openSocket).mockImplementation(async () => fake.socket);
 */
export class FakeSocket {
  connected = true;
  active = true;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  /** The server's acknowledgement of each event ({ok:true} unless told otherwise). */
  answers: Record<string, (...args: unknown[]) => unknown> = {};
  private readonly listeners = new Map<string, Set<Listener>>();

  get socket(): ChatSocket {
    return this as unknown as ChatSocket;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, ...args: unknown[]) => {
        this.emitted.push({ event, args });
        // The server answers later, never inside the emitting render or effect.
        await Promise.resolve();
        const answer = this.answers[event];
        return answer ? answer(...args) : { ok: true };
      },
    };
  }

  connect() {
    this.connected = true;
    this.fire('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** The server sends `event` (wrapped in act: React updates follow at once). */
  fire(event: string, ...args: unknown[]) {
    act(() => {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
    });
  }

  /** What the app emitted as `event`, in order. */
  sent(event: string): unknown[][] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args);
  }

  /** Whether anything listens to `event` (the app subscribed). */
  listens(event: string): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }
}
