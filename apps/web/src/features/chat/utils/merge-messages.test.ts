import type { TChatMessage } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (id: string, at: string): TChatMessage => ({
  _id: id,
  conversationId: 'c1',
  senderId: 'u1',
  senderModel: 'User',
  senderName: 'Meera Iyer',
  message: `message ${id}`,
  createdAt: `2026-11-20T10:${at}:00.000Z`,
});

describe('mergeMessages', () => {
  it('adds new messages in time order and never repeats one', () => {
    const shown = [message('b', '02'), message('c', '03')];
    const merged = mergeMessages(shown, [
      message('c', '03'),
      message('a', '01'),
      message('d', '04'),
    ]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders messages of one instant by id', () => {
    const merged = mergeMessages([message('y', '05')], [message('x', '05')]);
    expect(merged.map((m) => m._id)).toEqual(['x', 'y']);
  });

  it('keeps the same list when nothing is new (no re-render)', () => {
    const shown = [message('a', '01')];
    expect(mergeMessages(shown, [message('a', '01')])).toBe(shown);
    expect(mergeMessages(shown, [])).toBe(shown);
  });
});
