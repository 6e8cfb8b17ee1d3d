import { NOTIFICATION_TEMPLATES, type TNotification } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import type { SignupRole } from '../../../config/paths';
import { NOTIFICATION_DESTINATIONS, notificationDestination } from './destination';

const JOB = 'job-1';
const CONVERSATION = 'conv-9';

function notification(template: string | null, extra: Partial<TNotification> = {}): TNotification {
  return {
    _id: 'n1',
    id: 'n1',
    type: 'system_update',
    message: 'English text',
    template,
    params: { title: 'Tap leaking', conversationId: CONVERSATION },
    serviceRequestId: JOB,
    read: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...extra,
  };
}

/**
 * Who receives each template, and what it must open for them. A template added to
 * NOTIFICATION_TEMPLATES without a line here (and a destination) fails.
 */
const EXPECTED: Record<string, Partial<Record<SignupRole, string>>> = {
  jobAccepted: { user: `/user/inprogress#request-${JOB}` },
  jobInProgress: { user: `/user/inprogress#request-${JOB}` },
  quoteProvided: { user: `/user/inprogress#request-${JOB}` },
  completionCodeSent: { user: `/user/inprogress#request-${JOB}` },
  serviceCompleted: { user: `/review/${JOB}` },
  newMessage: {
    user: `/user/messages/${CONVERSATION}`,
    repairer: `/repairer/messages/${CONVERSATION}`,
  },
  newJobForYou: { repairer: `/repairer/dashboard#request-${JOB}` },
  newJobNear: { repairer: `/repairer/dashboard#request-${JOB}` },
  jobCancelled: { repairer: `/repairer/inprogress#request-${JOB}` },
  quoteAccepted: { repairer: `/repairer/inprogress#request-${JOB}` },
  quoteRejected: { repairer: `/repairer/inprogress#request-${JOB}` },
  jobConfirmed: { repairer: `/repairer/inprogress#request-${JOB}` },
  paymentReceived: { repairer: `/repairer/inprogress#request-${JOB}` },
  ratingReceived: { repairer: `/repairer/inprogress#request-${JOB}` },
  verificationApproved: { repairer: '/repairer/dashboard' },
  verificationRejected: { repairer: '/repairer/dashboard' },
  verificationSuspended: { repairer: '/repairer/dashboard' },
  verificationReinstated: { repairer: '/repairer/dashboard' },
  jobReturnedToBoard: { user: `/user/inprogress#request-${JOB}` },
  issueReported: { repairer: `/repairer/inprogress#request-${JOB}` },
  issueRefundCustomer: { user: `/user/completed-services#request-${JOB}` },
  issueRefundRepairer: { repairer: `/repairer/inprogress#request-${JOB}` },
  issueRedoCustomer: { user: `/user/inprogress#request-${JOB}` },
  issueRedoRepairer: { repairer: `/repairer/inprogress#request-${JOB}` },
  issueRejectedCustomer: { user: `/user/completed-services#request-${JOB}` },
  issueRejectedRepairer: { repairer: `/repairer/inprogress#request-${JOB}` },
  refundProcessed: { user: `/user/completed-services#request-${JOB}` },
  paymentCaptured: { user: `/user/completed-services#request-${JOB}` },
  visitReminderEvening: {
    user: `/user/inprogress#request-${JOB}`,
    repairer: `/repairer/inprogress#request-${JOB}`,
  },
  visitReminderSoon: {
    user: `/user/inprogress#request-${JOB}`,
    repairer: `/repairer/inprogress#request-${JOB}`,
  },
  rescheduleProposed: { repairer: `/repairer/inprogress#request-${JOB}` },
  rescheduleWithdrawn: { repairer: `/repairer/inprogress#request-${JOB}` },
  rescheduleAccepted: { user: `/user/inprogress#request-${JOB}` },
  rescheduleDeclined: { user: `/user/inprogress#request-${JOB}` },
  visitMoved: { repairer: `/repairer/dashboard#request-${JOB}` },
};

/** The templates' keys without their plural endings (ratingReceived_one -> ratingReceived). */
const TEMPLATES = [
  ...new Set(Object.keys(NOTIFICATION_TEMPLATES).map((k) => k.replace(/_(one|other)$/, ''))),
];

describe('notification destinations', () => {
  it.each(TEMPLATES)('%s opens a page for every role that receives it', (template) => {
    const expected = EXPECTED[template];
    expect(expected, `no expected destination for the template ${template}`).toBeDefined();
    expect(Object.keys(expected!).length).toBeGreaterThan(0);
    for (const [role, path] of Object.entries(expected!) as [SignupRole, string][]) {
      expect(notificationDestination(notification(template), role), `${template} (${role})`).toBe(
        path,
      );
    }
    // The mapping names exactly the roles that receive it.
    expect(
      Object.keys(
        NOTIFICATION_DESTINATIONS[template as keyof typeof NOTIFICATION_DESTINATIONS],
      ).sort(),
    ).toEqual(Object.keys(expected!).sort());
  });

  it('knows no template the server does not send', () => {
    expect(Object.keys(NOTIFICATION_DESTINATIONS).sort()).toEqual([...TEMPLATES].sort());
  });

  it('opens the job chat or the message list when a message notification has no conversation id', () => {
    const old = notification('newMessage', { params: { title: 'Tap leaking' } });
    expect(notificationDestination(old, 'user')).toBe(`/user/chat/${JOB}`);
    expect(notificationDestination(old, 'repairer')).toBe('/repairer/messages');
  });

  it("opens the job's card for a notification without a known template, and nothing without a job", () => {
    expect(notificationDestination(notification(null), 'user')).toBe(
      `/user/inprogress#request-${JOB}`,
    );
    expect(
      notificationDestination(notification('gone', { serviceRequestId: null }), 'repairer'),
    ).toBe(null);
  });

  it('escapes ids that are not plain', () => {
    const odd = notification('serviceCompleted', { serviceRequestId: 'a/b' });
    expect(notificationDestination(odd, 'user')).toBe('/review/a%2Fb');
  });
});
