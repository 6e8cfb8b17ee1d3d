import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications/index.ts';
import { pushOptions, pushPayload, pushUrl } from './push-payload.ts';

const JOB = '01a21fe0-79fa-7069-912e-c40f2689b253';
const CHAT = '01a21fe0-87a1-7493-b62a-a5bb9b9b5556';

function notice(overrides: Partial<NotificationRow>): NotificationRow {
  return {
    id: 'n1',
    recipientRole: 'user',
    recipientId: 'u1',
    type: 'system_update',
    message: 'English text',
    template: null,
    params: {},
    serviceRequestId: JOB,
    read: false,
    createdAt: new Date(),
    ...overrides,
  };
}

describe('pushUrl', () => {
  it('opens the pages the notification list opens', () => {
    expect(pushUrl(notice({ template: 'quoteProvided' }))).toBe(`/user/inprogress#request-${JOB}`);
    expect(
      pushUrl(
        notice({ recipientRole: 'repairer', template: 'newJobNear', type: 'new_job_request' }),
      ),
    ).toBe(`/repairer/dashboard#request-${JOB}`);
    expect(pushUrl(notice({ template: 'newMessage', params: { conversationId: CHAT } }))).toBe(
      `/user/messages/${CHAT}`,
    );
    expect(
      pushUrl(
        notice({
          recipientRole: 'repairer',
          template: 'newMessage',
          params: { conversationId: CHAT },
        }),
      ),
    ).toBe(`/repairer/messages/${CHAT}`);
    expect(pushUrl(notice({ template: 'newMessage' }))).toBe(`/user/chat/${JOB}`);
    expect(pushUrl(notice({ template: 'serviceCompleted' }))).toBe(`/review/${JOB}`);
    expect(pushUrl(notice({ template: 'refundProcessed' }))).toBe(
      `/user/completed-services#request-${JOB}`,
    );
    expect(pushUrl(notice({ template: null, serviceRequestId: null }))).toBe('/user/dashboard');
  });
});

describe('pushPayload', () => {
  it('writes the text in the language, money formatted, with the job title in it', () => {
    const payload = pushPayload(
      notice({
        type: 'quote_provided',
        template: 'quoteProvided',
        params: { title: 'Tap leakage - Taps & Mixers', amountPaise: 150_000 },
      }),
      'en',
      {
        title: 'Tap leakage - Taps & Mixers',
        serviceType: 'Plumbing',
        category: 'Taps & Mixers',
        issue: 'Tap leakage',
      },
    );
    expect(payload).toEqual({
      title: 'GharSeva',
      body: 'You have a quote of ₹1,500.00 for "Tap leakage - Taps & Mixers".',
      url: `/user/inprogress#request-${JOB}`,
      tag: `job-${JOB}`,
    });
  });

  it('keeps the stored English of a notification without a template, and tags chats by chat', () => {
    expect(pushPayload(notice({ serviceRequestId: null }), 'hi', undefined)).toMatchObject({
      body: 'English text',
      tag: 'notification-n1',
    });
    expect(
      pushPayload(
        notice({
          type: 'new_message',
          template: 'newMessage',
          params: { conversationId: CHAT, name: 'Ravi', title: 'Geyser', text: 'Hi' },
        }),
        'en',
        undefined,
      ).tag,
    ).toBe(`chat-${CHAT}`);
  });

  it('keeps a new job for 15 minutes and a message for an hour, both urgent', () => {
    expect(pushOptions('new_job_request')).toEqual({ ttl: 900, urgency: 'high' });
    expect(pushOptions('new_message')).toEqual({ ttl: 3600, urgency: 'high' });
    expect(pushOptions('job_accepted')).toEqual({ ttl: 86_400, urgency: 'normal' });
  });
});
