import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { messageOf } from '../testing/fixtures';
import { MessageLog } from './message-log';

beforeAll(() => initI18n('en'));
afterEach(() => cleanup());

/** jsdom has no layout: each message is 40 px tall in a 400 px high scroller. */
function fakeLayout(scroller: HTMLElement) {
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(scroller, 'scrollHeight', {
    configurable: true,
    get: () => scroller.querySelectorAll('li').length * 40 + 60,
  });
}

const latest = Array.from({ length: 50 }, (_, i) => messageOf('c1', `message ${i + 11}`));
const older = Array.from({ length: 10 }, (_, i) =>
  messageOf('c1', `message ${i + 1}`, {
    createdAt: new Date(Date.UTC(2026, 10, 19, 9, 0, i)).toISOString(),
  }),
);

const props = {
  pending: [],
  mineModel: 'User' as const,
  loaded: true,
  loadingOlder: false,
  label: 'Message history',
};

describe('MessageLog', () => {
  it('loads older messages on reaching the top and keeps the same message in view', () => {
    const onLoadOlder = vi.fn();
    const { rerender } = render(
      <MessageLog {...props} messages={[]} hasMore={false} onLoadOlder={onLoadOlder} />,
    );
    const scroller = screen.getByTestId('message-scroller');
    fakeLayout(scroller);
    rerender(<MessageLog {...props} messages={latest} hasMore onLoadOlder={onLoadOlder} />);
    // The latest page opens at the bottom.
    expect(scroller.scrollTop).toBe(50 * 40 + 60);

    scroller.scrollTop = 30;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    rerender(
      <MessageLog
        {...props}
        messages={[...older, ...latest]}
        hasMore={false}
        onLoadOlder={onLoadOlder}
      />,
    );
    // Ten messages (400 px) went in above: the reader stays where they were.
    expect(scroller.scrollTop).toBe(30 + 400);
    expect(screen.getByRole('log', { name: 'Message history' }).getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('follows new messages at the bottom, but not while the reader is up in the history', () => {
    const { rerender } = render(
      <MessageLog {...props} messages={[]} hasMore={false} onLoadOlder={() => undefined} />,
    );
    const scroller = screen.getByTestId('message-scroller');
    fakeLayout(scroller);
    const theirs = latest.map((m) => ({ ...m, senderModel: 'Repairer' as const }));
    rerender(
      <MessageLog {...props} messages={theirs} hasMore={false} onLoadOlder={() => undefined} />,
    );
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    const next = messageOf('c1', 'A new one');
    rerender(
      <MessageLog
        {...props}
        messages={[...theirs, next]}
        hasMore={false}
        onLoadOlder={() => undefined}
      />,
    );
    expect(scroller.scrollTop).toBe(100);

    scroller.scrollTop = scroller.scrollHeight - 400;
    fireEvent.scroll(scroller);
    rerender(
      <MessageLog
        {...props}
        messages={[...theirs, next, messageOf('c1', 'Another')]}
        hasMore={false}
        onLoadOlder={() => undefined}
      />,
    );
    expect(scroller.scrollTop).toBe(scroller.scrollHeight);
  });
});
