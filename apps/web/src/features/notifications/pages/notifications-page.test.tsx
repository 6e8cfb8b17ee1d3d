import type { TNotification, TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { openSocket } from '../../../lib/socket/open-socket';
import { RealtimeProvider } from '../../../lib/socket/realtime-provider';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderRoute, stubApi } from '../../../testing/render-route';
import { NotificationsPage } from './notifications-page';

vi.mock('../../../lib/socket/open-socket', () => ({ openSocket: vi.fn() }));

const repairer = { _id: 'r1', id: 'r1', fullname: 'Ravi Verma' } as TSessionRepairer;
const LIST = 'GET /api/repairer/notifications';

const notification = (id: string, extra: Partial<TNotification> = {}): TNotification => ({
  _id: id,
  id,
  type: 'new_job_request',
  message: `Notification ${id}`,
  template: null,
  params: {},
  serviceRequestId: null,
  read: false,
  createdAt: new Date().toISOString(),
  ...extra,
});

let fake: FakeSocket;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  fake = new FakeSocket();
  vi.mocked(openSocket).mockImplementation(async () => fake.socket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(answers);
  renderRoute(
    <>
      <RealtimeProvider />
      <NotificationsPage role="repairer" />
    </>,
    { path: '/repairer/notifications', session: { role: 'repairer', repairer } },
  );
  return fetchMock;
}

const items = () => screen.getAllByTestId('notification-item');

describe('NotificationsPage', () => {
  it('lists each with its icon, message, relative time and unread dot', async () => {
    const old = new Date(Date.now() - 3 * 3600_000).toISOString();
    renderPage({
      [LIST]: {
        body: {
          success: true,
          message: 'Notifications loaded.',
          unreadCount: 1,
          notifications: [
            notification('n1', { type: 'payment_received', message: 'You were paid ₹1,200.' }),
            notification('n2', { type: 'rating_received', read: true, createdAt: old }),
          ],
        },
      },
    });
    await screen.findByText('You were paid ₹1,200.');
    const [first, second] = items();
    expect(within(first!).getByText('Just now')).toBeTruthy();
    expect(within(first!).getByText('Payment received')).toBeTruthy();
    expect(first!.querySelector('[data-type="payment_received"]')).toBeTruthy();
    expect(within(first!).getByTestId('unread-dot')).toBeTruthy();
    expect(within(second!).getByText('3 hours ago')).toBeTruthy();
    expect(within(second!).queryByTestId('unread-dot')).toBeNull();
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('marks one read at once, and puts it back silently when the call fails', async () => {
    const fetchMock = renderPage({
      [LIST]: {
        body: {
          success: true,
          message: 'Notifications loaded.',
          unreadCount: 2,
          notifications: [notification('n1'), notification('n2')],
        },
      },
      'PUT /api/repairer/notifications/read/n1': { body: { success: true } },
      'PUT /api/repairer/notifications/read/n2': { status: 500, body: '' },
    });
    await screen.findByText('Notification n1');
    fireEvent.click(within(items()[0]!).getByRole('button'));
    await waitFor(() => expect(items()[0]!.dataset.read).toBe('true'));
    expect(screen.getByText('1 unread')).toBeTruthy();

    fireEvent.click(within(items()[1]!).getByRole('button'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/api/repairer/notifications/read/n2'),
      ).toBe(true),
    );
    await waitFor(() => expect(items()[1]!.dataset.read).toBe('false'));
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links each to what it is about, and marks it read on the way', async () => {
    const fetchMock = renderPage({
      [LIST]: {
        body: {
          success: true,
          message: '',
          unreadCount: 1,
          notifications: [
            notification('n1', {
              type: 'system_update',
              template: 'quoteAccepted',
              params: { title: 'Tap leaking', amountPaise: 45000 },
              serviceRequestId: 'j1',
            }),
            notification('n2', {
              type: 'new_message',
              template: 'newMessage',
              params: { name: 'Asha', title: 'Tap leaking', text: 'Hi', conversationId: 'c7' },
              serviceRequestId: 'j1',
              read: true,
            }),
          ],
        },
      },
      'PUT /api/repairer/notifications/read/n1': { body: { success: true } },
    });
    await screen.findByText('Your quote of ₹450.00 for "Tap leaking" was accepted.');
    const quote = within(items()[0]!).getByRole('link');
    expect(quote.getAttribute('href')).toBe('/repairer/inprogress#request-j1');
    // A read one still opens what it is about.
    expect(within(items()[1]!).getByRole('link').getAttribute('href')).toBe(
      '/repairer/messages/c7',
    );
    fireEvent.click(quote);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/api/repairer/notifications/read/n1'),
      ).toBe(true),
    );
  });

  it('shows a pushed notification on top without a reload', async () => {
    renderPage({
      [LIST]: {
        body: {
          success: true,
          message: '',
          unreadCount: 0,
          notifications: [notification('n1', { read: true })],
        },
      },
    });
    await screen.findByText('Notification n1');
    await waitFor(() => expect(fake.listens('notification')).toBe(true));
    fake.fire(
      'notification',
      notification('n9', { type: 'quote_provided', message: 'A new job near you.' }),
    );
    expect(await screen.findByText('A new job near you.')).toBeTruthy();
    expect(items()[0]!.dataset.notificationId).toBe('n9');
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it("says 'No new notifications.' and 'Failed to load notifications. Please try again.'", async () => {
    renderPage({
      [LIST]: {
        body: {
          success: true,
          message: 'No new notifications.',
          unreadCount: 0,
          notifications: [],
        },
      },
    });
    expect(await screen.findByText('No new notifications.')).toBeTruthy();
    cleanup();
    let fail = true;
    renderPage({
      [LIST]: () =>
        fail
          ? { status: 500, body: '' }
          : { body: { success: true, message: '', unreadCount: 0, notifications: [] } },
    });
    expect(await screen.findByText('Failed to load notifications. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No new notifications.')).toBeTruthy();
  });

  it('denies access without a repairer', async () => {
    stubApi({});
    renderRoute(<NotificationsPage role="repairer" />, { path: '/repairer/notifications' });
    expect(
      await screen.findByText('Please log in as a repairer to view your notifications.'),
    ).toBeTruthy();
  });
});
