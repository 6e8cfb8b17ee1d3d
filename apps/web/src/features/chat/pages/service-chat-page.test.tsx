import type { TSessionUser } from '@gharseva/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { openSocket } from '../../../lib/socket/open-socket';
import { RealtimeProvider } from '../../../lib/socket/realtime-provider';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderRoute, stubApi } from '../../../testing/render-route';
import { conversationOf } from '../testing/fixtures';
import ServiceChatPage from './service-chat-page';

vi.mock('../../../lib/socket/open-socket', () => ({ openSocket: vi.fn() }));

const user = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Meera Iyer',
  phone: '9876543210',
  email: null,
  profilePicture: null,
} satisfies TSessionUser;

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

function renderChat(serviceId: string, answers: Parameters<typeof stubApi>[0]) {
  stubApi(answers);
  renderRoute(
    <>
      <RealtimeProvider />
      <ServiceChatPage />
    </>,
    {
      path: '/user/chat/:serviceId',
      url: `/user/chat/${serviceId}`,
      session: { role: 'user', user },
    },
  );
}

describe('ServiceChatPage', () => {
  it("opens the job's conversation full width, titled with the job, with a way back", async () => {
    renderChat('job-1', {
      'GET /api/user/conversations/by-service/job-1': {
        body: { success: true, conversationId: 'c1' },
      },
      'GET /api/user/conversations': {
        body: [conversationOf('c1', { serviceId: 'job-1', title: 'Geyser repair' })],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geyser repair' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to In Progress' }).getAttribute('href')).toBe(
      '/user/inprogress',
    );
    await waitFor(() => expect(fake.sent('joinRoom')).toEqual([['c1']]));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it("says 'Conversation not found or is inactive.' for a job without a chat of theirs", async () => {
    renderChat('job-2', {
      'GET /api/user/conversations/by-service/job-2': {
        status: 404,
        body: {
          success: false,
          code: 'NOT_FOUND',
          message: 'Conversation not found or is inactive.',
        },
      },
      'GET /api/user/conversations': { body: [] },
    });
    expect(await screen.findByText('Conversation not found or is inactive.')).toBeTruthy();
    expect(fake.sent('joinRoom')).toEqual([]);
  });
});
