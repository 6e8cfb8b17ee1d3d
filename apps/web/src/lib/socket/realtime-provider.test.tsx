import type {
  TConversation,
  TNearbyJob,
  TNotification,
  TSessionRepairer,
  TSessionUser,
} from '@gharseva/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { queryKeys } from '../query-keys';
import { SessionProvider } from '../session/session-context';
import { createSessionStore } from '../session/session-store';
import { openSocket } from './open-socket';
import { realtimeStore } from './realtime';
import { RealtimeProvider } from './realtime-provider';

vi.mock('./open-socket', () => ({ openSocket: vi.fn() }));

const user = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Meera Iyer',
  phone: '9876543210',
  email: null,
  profilePicture: null,
} satisfies TSessionUser;

const pushed = (id: string, type: string): TNotification => ({
  _id: id,
  id,
  type,
  message: `Notification ${id}`,
  template: null,
  params: {},
  serviceRequestId: 'job-1',
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});

let fake: FakeSocket;
beforeEach(() => {
  fake = new FakeSocket();
  vi.mocked(openSocket)
    .mockReset()
    .mockImplementation(async () => fake.socket);
});
afterEach(() => cleanup());

function mount(store = createSessionStore({ isLoading: false, role: 'user', user })) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>
        <RealtimeProvider />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { store, queryClient };
}

describe('RealtimeProvider', () => {
  it('opens one socket for a signed-in user and closes it when the session clears', async () => {
    const { store } = mount();
    await waitFor(() => expect(realtimeStore.getSnapshot().status).toBe('connected'));
    expect(openSocket).toHaveBeenCalledTimes(1);
    act(() => store.clear());
    expect(realtimeStore.getSnapshot()).toMatchObject({ socket: null, status: 'idle' });
    expect(fake.connected).toBe(false);
  });

  it('opens none for admins or visitors', () => {
    mount(createSessionStore({ isLoading: false }));
    expect(openSocket).not.toHaveBeenCalled();
  });

  it('puts pushed notifications in the list and the count; new messages refresh conversations', async () => {
    const { queryClient } = mount();
    await waitFor(() => expect(fake.listens('notification')).toBe(true));
    queryClient.setQueryData(queryKeys.userNotifications, {
      notifications: [pushed('n1', 'job_accepted')],
      unreadCount: 1,
    });
    const conversations: TConversation[] = [];
    queryClient.setQueryData(queryKeys.userConversations, conversations);

    fake.fire('notification', pushed('n2', 'quote_provided'));
    expect(queryClient.getQueryData(queryKeys.userNotifications)).toEqual({
      notifications: [pushed('n2', 'quote_provided'), pushed('n1', 'job_accepted')],
      unreadCount: 2,
    });
    // The same one twice is counted once.
    fake.fire('notification', pushed('n2', 'quote_provided'));
    expect(
      (queryClient.getQueryData(queryKeys.userNotifications) as { unreadCount: number })
        .unreadCount,
    ).toBe(2);
    expect(queryClient.getQueryState(queryKeys.userConversations)?.isInvalidated).toBe(false);

    fake.fire('notification', pushed('n3', 'new_message'));
    expect(queryClient.getQueryState(queryKeys.userConversations)?.isInvalidated).toBe(true);
  });

  it('reads the lists again once connected, for what was pushed before', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.userNotifications, { notifications: [], unreadCount: 0 });
    queryClient.setQueryData(queryKeys.userConversations, []);
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={createSessionStore({ isLoading: false, role: 'user', user })}>
          <RealtimeProvider />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.userNotifications)?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(queryKeys.userConversations)?.isInvalidated).toBe(true);
  });

  it("drops a job another professional took or the customer cancelled from the professional's board", async () => {
    const repairer = {
      _id: 'r1',
      fullname: 'Ravi Verma',
      phone: '9876543211',
      isOnline: true,
    } as TSessionRepairer;
    const { queryClient } = mount(
      createSessionStore({ isLoading: false, role: 'repairer', repairer }),
    );
    await waitFor(() => expect(fake.listens('nearbyJobRemoved')).toBe(true));
    const board = [{ _id: 'job-1' }, { _id: 'job-2' }, { _id: 'job-3' }] as TNearbyJob[];
    queryClient.setQueryData(queryKeys.repairerNearbyJobs, board);

    fake.fire('nearbyJobRemoved', { jobId: 'job-2', reason: 'taken' });
    fake.fire('nearbyJobRemoved', { jobId: 'job-3', reason: 'cancelled' });
    fake.fire('nearbyJobRemoved', { jobId: 'elsewhere', reason: 'taken' });
    expect(queryClient.getQueryData(queryKeys.repairerNearbyJobs)).toEqual([{ _id: 'job-1' }]);
  });

  it("reads the professional's board again when a job on it has its visit moved", async () => {
    const repairer = {
      _id: 'r1',
      fullname: 'Ravi Verma',
      phone: '9876543211',
      isOnline: true,
    } as TSessionRepairer;
    const { queryClient } = mount(
      createSessionStore({ isLoading: false, role: 'repairer', repairer }),
    );
    await waitFor(() => expect(fake.listens('nearbyJobChanged')).toBe(true));
    queryClient.setQueryData(queryKeys.repairerNearbyJobs, [{ _id: 'job-1' }] as TNearbyJob[]);

    fake.fire('nearbyJobChanged', { jobId: 'elsewhere' });
    expect(queryClient.getQueryState(queryKeys.repairerNearbyJobs)?.isInvalidated).toBe(false);
    fake.fire('nearbyJobChanged', { jobId: 'job-1' });
    expect(queryClient.getQueryState(queryKeys.repairerNearbyJobs)?.isInvalidated).toBe(true);
  });

  it('reads the board again after a reconnection, not on the first connection', async () => {
    const repairer = {
      _id: 'r1',
      fullname: 'Ravi Verma',
      phone: '9876543211',
      isOnline: true,
    } as TSessionRepairer;
    const queryClient = new QueryClient();
    // The board as the server rendered it with the page, before the socket connected.
    queryClient.setQueryData(queryKeys.repairerNearbyJobs, [{ _id: 'job-1' }]);
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider
          store={createSessionStore({ isLoading: false, role: 'repairer', repairer })}
        >
          <RealtimeProvider />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fake.listens('connect')).toBe(true));
    expect(queryClient.getQueryState(queryKeys.repairerNearbyJobs)?.isInvalidated).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 5));
    fake.fire('connect');
    expect(queryClient.getQueryState(queryKeys.repairerNearbyJobs)?.isInvalidated).toBe(true);
  });

  it('only logs a failed connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.connected = false;
    mount();
    await waitFor(() => expect(fake.listens('connect_error')).toBe(true));
    fake.fire('connect_error', new Error('UNAUTHENTICATED'));
    expect(realtimeStore.getSnapshot().status).toBe('unavailable');
    expect(warn).toHaveBeenCalledWith('Realtime connection failed:', 'UNAUTHENTICATED');
    warn.mockRestore();
  });
});
