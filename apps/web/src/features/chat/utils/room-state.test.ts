import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/fixtures';
import { INITIAL_ROOM, roomReducer } from './room-state';

const page = (n: number) => Array.from({ length: n }, (_, i) => messageOf('c1', `m${i}`));

describe('roomReducer', () => {
  it('expects older history only after a full first page, and keeps it known after a reconnect', () => {
    expect(roomReducer(INITIAL_ROOM, { type: 'past', messages: page(12) }).hasMore).toBe(false);
    const full = roomReducer(INITIAL_ROOM, { type: 'past', messages: page(50) });
    expect(full).toMatchObject({ hasMore: true, loaded: true });
    const again = roomReducer(full, { type: 'past', messages: full.messages.slice(10) });
    expect(again.hasMore).toBe(true);
    expect(again.messages).toBe(full.messages);
  });

  it("drops our 'Sending…' copy when the server echoes the message, once per copy", () => {
    let state = roomReducer(INITIAL_ROOM, {
      type: 'pending',
      item: { key: 'p1', message: 'Hi', createdAt: '' },
    });
    state = roomReducer(state, {
      type: 'pending',
      item: { key: 'p2', message: 'Hi', createdAt: '' },
    });
    state = roomReducer(state, {
      type: 'received',
      message: messageOf('c1', 'Hi', { senderModel: 'User' }),
      mine: true,
    });
    expect(state.pending.map((p) => p.key)).toEqual(['p2']);
    expect(state.messages).toHaveLength(1);
    // The other side's message of the same words leaves ours pending.
    state = roomReducer(state, { type: 'received', message: messageOf('c1', 'Hi'), mine: false });
    expect(state.pending.map((p) => p.key)).toEqual(['p2']);
    expect(roomReducer(state, { type: 'settled', key: 'p2' }).pending).toEqual([]);
  });

  it('remembers why the chat ended', () => {
    expect(
      roomReducer(INITIAL_ROOM, { type: 'ended', reason: 'The job was completed.' }).ended,
    ).toBe('The job was completed.');
  });
});
