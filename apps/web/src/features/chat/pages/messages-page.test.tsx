import type { TSessionRepairer, TSessionUser } from '@gharseva/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { openSocket } from '../../../lib/socket/open-socket';
import { RealtimeProvider } from '../../../lib/socket/realtime-provider';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderRoute, stubApi } from '../../../testing/render-route';
import { conversationOf, messageOf } from '../testing/fixtures';
import { MessagesPage } from './messages-page';

vi.mock('../../../lib/socket/open-socket', () => ({ openSocket: vi.fn() }));

const user = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Meera Iyer',
  phone: '9876543210',
  email: null,
  profilePicture: null,
} satisfies TSessionUser;
const repairer = { _id: 'r1', id: 'r1', fullname: 'Ravi Verma' } as TSessionRepairer;

let fake: FakeSocket;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  fake = new FakeSocket();
  vi.mocked(openSocket).mockImplementation(async () => fake.socket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Under 768 px when `narrow`: matchMedia answers the page's query. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderMessages(
  role: 'user' | 'repairer',
  url: string,
  answers: Parameters<typeof stubApi>[0],
) {
  const fetchMock = stubApi(answers);
  const rendered = renderRoute(
    <>
      <RealtimeProvider />
      <MessagesPage role={role} />
    </>,
    {
      path: `/${role}/messages/:conversationId?`,
      url,
      session: role === 'user' ? { role, user } : { role, repairer },
    },
  );
  return { fetchMock, ...rendered };
}

const log = () => screen.getByRole('log', { name: 'Message history' });
const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('MessagesPage (customer)', () => {
  it('lists the conversations, opens the first on a wide screen and shows its history', async () => {
    const now = Date.now();
    const c1 = conversationOf('c1', {
      title: 'Tap leakage',
      lastMessage: 'On my way',
      unread: 2,
      time: new Date(now - 5_000).toISOString(),
    });
    const c2 = conversationOf('c2', {
      title: 'Fan repair',
      sender: 'Sunil Yadav',
      unread: 1,
      time: new Date(now - 20_000).toISOString(),
    });
    const closed = conversationOf('c3', { title: 'Old job', isActive: false });
    fake.answers.joinRoom = (id) => {
      fake.fire('pastMessages', [messageOf(String(id), 'Hello, I will come at 5.')]);
      return { ok: true };
    };
    const { router } = renderMessages('user', '/user/messages', {
      'GET /api/user/conversations': { body: [c1, c2, closed] },
      'GET /api/user/notifications': { body: { success: true, notifications: [], unreadCount: 0 } },
    });

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/messages/c1'));
    expect(await screen.findByRole('heading', { name: 'Tap leakage' })).toBeTruthy();
    expect(screen.getByText('with Ravi Verma')).toBeTruthy();
    expect(await within(log()).findByText('Hello, I will come at 5.')).toBeTruthy();
    expect(fake.sent('joinRoom')).toEqual([['c1']]);
    // Active conversations first, then the finished one, tagged closed (decision 035); the
    // open one marked read, the other still unread.
    const items = within(list).getAllByTestId('conversation-item');
    expect(items.map((i) => i.dataset.conversationId)).toEqual(['c1', 'c2', 'c3']);
    expect(within(items[2]!).getByText('Closed')).toBeTruthy();
    expect(within(items[0]!).queryByText('Closed')).toBeNull();
    expect(items[0]!.dataset.unread).toBe('0');
    expect(within(items[1]!).getByText('1 unread message')).toBeTruthy();
    expect(within(items[1]!).getAllByText('Just now').length).toBe(1);

    // Another conversation: the room is left, the next joined.
    fireEvent.click(items[1]!);
    expect(await screen.findByRole('heading', { name: 'Fan repair' })).toBeTruthy();
    expect(fake.sent('leaveRoom')).toEqual([['c1']]);
    expect(fake.sent('joinRoom')).toEqual([['c1'], ['c2']]);
  });

  it('sends with Enter (not Shift+Enter, not blank) and shows it once the server echoes it', async () => {
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await waitFor(() => expect(fake.sent('joinRoom')).toHaveLength(1));
    let ack: (answer: { ok: boolean }) => void = () => undefined;
    fake.answers.sendMessage = () => new Promise((resolve) => (ack = resolve));

    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: '  The tap is in the kitchen.  ' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    expect(fake.sent('sendMessage')).toEqual([]);

    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(fake.sent('sendMessage')).toHaveLength(1));
    expect(fake.sent('sendMessage')[0]).toEqual([
      {
        conversationId: 'c1',
        senderId: 'u1',
        senderModel: 'User',
        message: 'The tap is in the kitchen.',
      },
    ]);
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(within(log()).getByText('Sending…')).toBeTruthy();

    fake.fire(
      'receiveMessage',
      messageOf('c1', 'The tap is in the kitchen.', { senderId: 'u1', senderModel: 'User' }),
    );
    ack({ ok: true });
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(within(log()).getAllByText('The tap is in the kitchen.')).toHaveLength(1);
  });

  it('holds a message written before the room is joined, and sends it once joined', async () => {
    let joined: (answer: { ok: boolean }) => void = () => undefined;
    fake.answers.joinRoom = () => new Promise((resolve) => (joined = resolve));
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await waitFor(() => expect(fake.sent('joinRoom')).toHaveLength(1));
    fireEvent.change(box(), { target: { value: 'Quick question' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await within(log()).findByText('Sending…')).toBeTruthy();
    expect(fake.sent('sendMessage')).toEqual([]);
    joined({ ok: true });
    await waitFor(() => expect(fake.sent('sendMessage')).toHaveLength(1));
  });

  it("shows the server's refusal as 'Chat error: …' and gives the text back", async () => {
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await waitFor(() => expect(fake.sent('joinRoom')).toHaveLength(1));
    fake.answers.sendMessage = () => ({
      ok: false,
      message: 'You are sending messages too fast. Please wait a moment.',
    });
    fireEvent.change(box(), { target: { value: 'Hello?' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Chat error: You are sending messages too fast. Please wait a moment.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe('Hello?'));
  });

  it('counts characters near the limit', async () => {
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box(), { target: { value: 'x'.repeat(1500) } });
    expect(screen.queryByTestId('message-counter')).toBeNull();
    fireEvent.change(box(), { target: { value: 'x'.repeat(1900) } });
    expect(screen.getByTestId('message-counter').textContent).toBe('1900 / 2000 characters');
    expect(box().getAttribute('maxlength')).toBe('2000');
  });

  it("ends the chat live: 'Chat ended: …' and the closed text instead of the box", async () => {
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await waitFor(() => expect(fake.sent('joinRoom')).toHaveLength(1));
    fake.fire('chatEnded', { message: 'The quote was rejected.', conversationId: 'c1' });
    expect(await screen.findByText('Chat ended: The quote was rejected.')).toBeTruthy();
    expect(screen.getByTestId('chat-closed').textContent).toBe('Chat is closed.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('marks the open conversation read when the other side writes', async () => {
    const { fetchMock } = renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
      'PUT /api/user/conversations/c1/read': { body: { success: true } },
    });
    await waitFor(() => expect(fake.sent('joinRoom')).toHaveLength(1));
    fake.fire('receiveMessage', messageOf('c1', 'Reaching in 10 minutes.'));
    expect(await within(log()).findByText('Reaching in 10 minutes.')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/user/conversations/c1/read' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
  });

  it('loads older messages from the top of the history', async () => {
    const page = Array.from({ length: 50 }, (_, i) => messageOf('c1', `message ${i + 11}`));
    const older = Array.from({ length: 10 }, (_, i) =>
      messageOf('c1', `message ${i + 1}`, {
        createdAt: new Date(Date.UTC(2026, 10, 19, 9, 0, i)).toISOString(),
      }),
    );
    fake.answers.joinRoom = () => {
      fake.fire('pastMessages', page);
      return { ok: true };
    };
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
      [`GET /api/user/conversations/c1/messages?before=${page[0]!._id}`]: {
        body: { success: true, data: older, hasMore: false },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log()).findByText('message 1')).toBeTruthy();
    const texts = within(log())
      .getAllByTestId('chat-message')
      .map((m) => m.querySelector('p span:last-child')?.textContent);
    expect(texts[0]).toBe('message 1');
    expect(texts.at(-1)).toBe('message 60');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('shows one pane at a time under 768 px, with a way back to the list', async () => {
    screenWidth(true);
    const { router } = renderMessages('user', '/user/messages', {
      'GET /api/user/conversations': { body: [conversationOf('c1', { title: 'Tap leakage' })] },
    });
    const item = await screen.findByTestId('conversation-item');
    expect(screen.queryByTestId('chat-pane')).toBeNull();
    expect(router.state.location.pathname).toBe('/user/messages');
    fireEvent.click(item);
    expect(await screen.findByRole('heading', { name: 'Tap leakage' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByTestId('chat-pane')).toBeNull();
  });

  it('says when the conversation is unknown, the list failed, or there is none', async () => {
    renderMessages('user', '/user/messages/nope', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    expect(await screen.findByText('Conversation not found or is inactive.')).toBeTruthy();
    cleanup();

    let fail = true;
    renderMessages('user', '/user/messages', {
      'GET /api/user/conversations': () => (fail ? { status: 500, body: '' } : { body: [] }),
    });
    expect(await screen.findByText('Failed to load conversations. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
  });

  it("says the chat is unavailable when the socket can't connect, and only logs the error", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.connected = false;
    renderMessages('user', '/user/messages/c1', {
      'GET /api/user/conversations': { body: [conversationOf('c1')] },
    });
    await screen.findByTestId('chat-pane');
    await waitFor(() => expect(fake.listens('connect_error')).toBe(true));
    fake.fire('connect_error', new Error('UNAUTHENTICATED'));
    expect(
      await screen.findByText('Chat service not available. Please refresh the page.'),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Realtime connection failed:', 'UNAUTHENTICATED');
    // Back online: the room is joined again.
    fake.connect();
    await waitFor(() => expect(fake.sent('joinRoom')).toEqual([['c1']]));
    expect(screen.queryByText('Chat service not available. Please refresh the page.')).toBeNull();
  });

  it('denies access without a user', async () => {
    stubApi({});
    renderRoute(<MessagesPage role="user" />, { path: '/user/messages' });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('Please log in as a user to view your messages.')).toBeTruthy();
  });
});

describe('MessagesPage (professional)', () => {
  it("titles the chat with the customer and job, tags closed ones, and names the job's status", async () => {
    const open = conversationOf('c1', { sender: 'Meera Iyer', title: 'Tap leakage' });
    const closed = conversationOf('c2', {
      sender: 'Kabir Khan',
      title: 'Fan repair',
      isActive: false,
      serviceRequestStatus: 'rejected',
    });
    renderMessages('repairer', '/repairer/messages/c2', {
      'GET /api/repairer/conversations': { body: [open, closed] },
    });
    expect(await screen.findByRole('heading', { name: 'Chat with Kabir Khan' })).toBeTruthy();
    expect(screen.getByText('Job: Fan repair')).toBeTruthy();
    expect(screen.getByTestId('chat-closed').textContent).toBe(
      'This chat is closed (Job Rejected).',
    );
    const items = screen.getAllByTestId('conversation-item');
    expect(within(items[1]!).getByText('Closed')).toBeTruthy();
    expect(within(items[0]!).queryByText('Closed')).toBeNull();
  });

  it("says 'Conversation not found.' for an id that is not theirs, after reading the list again", async () => {
    const { fetchMock } = renderMessages('repairer', '/repairer/messages/nope', {
      'GET /api/repairer/conversations': { body: [conversationOf('c1')] },
    });
    expect(await screen.findByText('Conversation not found.')).toBeTruthy();
    const reads = fetchMock.mock.calls.filter(([url]) => url === '/api/repairer/conversations');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });
});
