import { CHAT_PAGE_SIZE, type TChatMessage } from '@gharseva/domain';
import { mergeMessages } from './merge-messages';

/** A message sent and not yet echoed by the server (shown as 'Sending…'). */
export interface PendingMessage {
  key: string;
  message: string;
  createdAt: string;
}

/** One open chat: its messages, what is being sent, and where the room stands. */
export interface RoomState {
  messages: TChatMessage[];
  pending: PendingMessage[];
  /** `refused`: the server said no to joining (its words in `refusal`), or did not answer. */
  phase: 'joining' | 'joined' | 'refused';
  refusal: string | null;
  /** Whether the first pastMessages arrived (the latest page of history). */
  loaded: boolean;
  /** Whether older history may exist before the first message shown. */
  hasMore: boolean;
  loadingOlder: boolean;
  /** Why the chat ended (chatEnded), while this room was open. */
  ended: string | null;
}

export type RoomAction =
  | { type: 'joining' }
  | { type: 'joined' }
  | { type: 'refused'; message: string }
  | { type: 'past'; messages: TChatMessage[] }
  | { type: 'received'; message: TChatMessage; mine: boolean }
  | { type: 'pending'; item: PendingMessage }
  | { type: 'settled'; key: string }
  | { type: 'loadingOlder' }
  | { type: 'older'; messages: TChatMessage[]; hasMore: boolean }
  | { type: 'olderFailed' }
  | { type: 'ended'; reason: string };

export const INITIAL_ROOM: RoomState = {
  messages: [],
  pending: [],
  phase: 'joining',
  refusal: null,
  loaded: false,
  hasMore: false,
  loadingOlder: false,
  ended: null,
};

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'joining':
      return { ...state, phase: 'joining', refusal: null };
    case 'joined':
      return { ...state, phase: 'joined', refusal: null, loaded: true };
    case 'refused':
      return { ...state, phase: 'refused', refusal: action.message };
    case 'past':
      // pastMessages carries the latest page; after a reconnect it brings what was missed.
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        // A full first page may have older ones before it; later pages keep what is known.
        hasMore:
          state.messages.length === 0 ? action.messages.length >= CHAT_PAGE_SIZE : state.hasMore,
        loaded: true,
      };
    case 'received': {
      const messages = mergeMessages(state.messages, [action.message]);
      if (!action.mine) return { ...state, messages };
      // Our own message is back from the server: its 'Sending…' copy goes.
      const index = state.pending.findIndex((p) => p.message === action.message.message);
      const pending = index < 0 ? state.pending : state.pending.filter((_, i) => i !== index);
      return { ...state, messages, pending };
    }
    case 'pending':
      return { ...state, pending: [...state.pending, action.item] };
    case 'settled':
      return { ...state, pending: state.pending.filter((p) => p.key !== action.key) };
    case 'loadingOlder':
      return { ...state, loadingOlder: true };
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        hasMore: action.hasMore,
        loadingOlder: false,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'ended':
      return { ...state, ended: action.reason };
  }
}
