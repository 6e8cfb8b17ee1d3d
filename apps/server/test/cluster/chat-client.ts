import type { TChatMessage, TMessagesResponse } from '@gharseva/domain';
import type { Socket } from 'socket.io-client';
import { call, later, openSocket, type Transport } from './support.ts';

/**
 * One side of a conversation as the web app behaves: joins the room on every connect, merges
 * pastMessages and receiveMessage by id, and after a reconnect catches up over HTTP from the
 * last message it saw (GET .../messages?after=). Sends numbered messages, each until the
 * server acknowledges it, never two at once.
 */
export class ChatClient {
  readonly socket: Socket;
  readonly seen = new Map<string, TChatMessage>();
  /** Texts the server acknowledged. */
  readonly acked: string[] = [];
  sendFailures = 0;
  /** HTTP catch-ups that failed (through the balancer, none should). */
  readonly errors: string[] = [];
  connects = 0;
  /** When the last connection dropped, and how long each reconnection took, ms. */
  private droppedAt: number | null = null;
  readonly reconnectMs: number[] = [];
  private sequence = 0;
  private last: TChatMessage | undefined;
  /** Resolves once the room is joined (after the first connect). */
  readonly joined: Promise<void>;
  private markJoined: () => void = () => undefined;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly role: 'user' | 'repairer',
    readonly conversationId: string,
    readonly transport: Transport,
  ) {
    this.joined = new Promise((resolve) => (this.markJoined = resolve));
    this.socket = openSocket(url, token, transport, true);
    this.socket.on('connect', () => void this.onConnect());
    this.socket.on('disconnect', () => {
      this.droppedAt ??= Date.now();
    });
    this.socket.on('pastMessages', (messages: TChatMessage[]) => this.merge(messages));
    this.socket.on('receiveMessage', (message: TChatMessage) => this.merge([message]));
  }

  private merge(messages: TChatMessage[]) {
    for (const m of messages) {
      if (m.conversationId !== this.conversationId) continue;
      this.seen.set(m._id, m);
      if (!this.last || later(m, this.last)) this.last = m;
    }
  }

  private async onConnect() {
    this.connects += 1;
    if (this.droppedAt !== null) {
      this.reconnectMs.push(Date.now() - this.droppedAt);
      this.droppedAt = null;
    }
    const lastSeen = this.last?._id;
    for (let attempt = 0; attempt < 5 && this.socket.connected; attempt++) {
      try {
        const ack = (await this.socket
          .timeout(5000)
          .emitWithAck('joinRoom', this.conversationId)) as { ok: boolean };
        if (ack.ok) break;
      } catch {
        // dropped again or no answer: try again while connected
      }
    }
    if (lastSeen) await this.catchUp(lastSeen).catch((e: Error) => this.errors.push(e.message));
    this.markJoined();
  }

  private async catchUp(after: string) {
    let cursor = after;
    for (;;) {
      const page = await call<TMessagesResponse>(
        this.url,
        'GET',
        `/api/${this.role}/conversations/${this.conversationId}/messages?after=${cursor}`,
        { token: this.token },
      );
      this.merge(page.data);
      if (!page.hasMore || page.data.length === 0) return;
      cursor = page.data.at(-1)!._id;
    }
  }

  /** Sends the next message and retries it, once connected again, until it is acknowledged. */
  async sendNext(): Promise<void> {
    this.sequence += 1;
    const text = `${this.conversationId}:${this.role}:${this.sequence}`;
    for (;;) {
      if (!this.socket.connected) {
        await new Promise<void>((r) => this.socket.once('connect', () => r()));
        await this.joined;
      }
      try {
        const ack = (await this.socket.timeout(5000).emitWithAck('sendMessage', {
          conversationId: this.conversationId,
          message: text,
          // The same on every resend: a message stored before its acknowledgement was lost
          // is not stored again.
          clientId: text.replaceAll(':', '-'),
        })) as { ok: boolean; message?: string };
        if (ack.ok) {
          this.acked.push(text);
          return;
        }
        throw new Error(ack.message);
      } catch {
        this.sendFailures += 1;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  close() {
    this.socket.close();
  }
}
