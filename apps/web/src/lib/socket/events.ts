import type { TChatMessage, TNotification } from '@gharseva/domain';
import type { Socket } from 'socket.io-client';

/** What the server answers to an emit that takes an acknowledgement. */
export interface ChatAck {
  ok: boolean;
  message?: string;
}

/** sendMessage's payload (SPEC.md section 7); the server takes the sender from the session. */
export interface SendMessagePayload {
  conversationId: string;
  senderId: string;
  senderModel: 'User' | 'Repairer';
  message: string;
}

/** The events the server sends (apps/server/src/modules/chat/chat.socket.ts, plugins/socket.ts). */
export interface ServerToClientEvents {
  /** The latest messages of a room just joined, oldest first. */
  pastMessages: (messages: TChatMessage[]) => void;
  /** One new message of a joined room, to everyone in it (the sender too). */
  receiveMessage: (message: TChatMessage) => void;
  /** The job closed its chat (also sent right after joining a closed chat). */
  chatEnded: (payload: { message: string; conversationId?: string }) => void;
  /** Any refusal, in the server's words. */
  chatError: (payload: { message: string }) => void;
  /** A notification created for this account, pushed after it is stored. */
  notification: (notification: TNotification) => void;
  /**
   * A job left the open-jobs board (another professional took it, or the customer cancelled
   * it): every professional's board drops it (decision 035).
   */
  nearbyJobRemoved: (payload: { jobId: string; reason: 'taken' | 'cancelled' }) => void;
  /** A waiting job changed what the board shows (its visit was moved): the board reads again. */
  nearbyJobChanged: (payload: { jobId: string }) => void;
  /** A message arrived in one of this account's chats while they were not in its room. */
  conversationUpdated: (payload: {
    conversationId: string;
    lastMessage: string;
    time: string;
  }) => void;
}

export interface ClientToServerEvents {
  joinRoom: (conversationId: string, ack: (answer: ChatAck) => void) => void;
  leaveRoom: (conversationId: string) => void;
  sendMessage: (payload: SendMessagePayload, ack: (answer: ChatAck) => void) => void;
}

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long an emit waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = 10_000;
