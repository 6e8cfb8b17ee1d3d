import type { RequestStatus, TAssignedJob, TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi, where } from '../../../testing/render-route';
import AssignedJobsPage from './assigned-jobs-page';

const repairer = { _id: 'r1', id: 'r1', fullname: 'Suresh Kumar' } as TSessionRepairer;
const LIST = 'GET /api/service-requests/repairer/assigned-jobs';

const job = (id: string, status: RequestStatus, extra: Partial<TAssignedJob> = {}) =>
  ({
    _id: id,
    id,
    title: `Job ${id}`,
    serviceType: 'Appliances',
    category: 'Air Conditioner',
    issue: 'Gas refill',
    description: 'Not cooling.',
    status,
    urgency: 'medium',
    preferredDate: '2026-11-22',
    preferredTime: 'morning',
    preferredTimeSlot: { date: '2026-11-22', time: 'morning' },
    contactInfo: '9876543210',
    location: { address: '12 MG Road, Bengaluru', pincode: '560001' },
    customer: { fullname: 'Priya Sharma', phone: '9876543210', email: null },
    repairer: { _id: 'r1', fullname: 'Suresh Kumar', phone: '9000000001' },
    targeted: false,
    quotation: 1500,
    estimatedPrice: status === 'pending_quote' ? 0 : 1800,
    rating: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-20T06:00:00.000Z',
    assignedAt: '2026-11-21T06:00:00.000Z',
    conversationId: 'c1',
    ...extra,
  }) as TAssignedJob;

const card = (id: string) =>
  within(screen.getAllByTestId('assigned-job-card').find((c) => c.dataset.requestId === id)!);

function renderPage(jobs: TAssignedJob[], answers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ [LIST]: { body: { success: true, data: jobs } }, ...answers });
  renderRoute(<AssignedJobsPage />, {
    path: '/repairer/inprogress',
    session: { role: 'repairer', repairer },
  });
  return fetchMock;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssignedJobsPage', () => {
  it('shows the actions of each status', async () => {
    renderPage([
      job('a', 'pending_quote'),
      job('b', 'quoted'),
      job('c', 'accepted'),
      job('d', 'in_progress'),
      job('e', 'pending_otp'),
      job('f', 'pending_payment'),
      job('g', 'cancelled'),
    ]);
    await screen.findAllByTestId('assigned-job-card');
    expect(card('a').getByRole('button', { name: 'Submit Quote' })).toBeTruthy();
    expect(card('b').getByText('₹1,800')).toBeTruthy();
    expect(card('b').getByRole('button', { name: 'Edit quote' })).toBeTruthy();
    expect(card('c').getByText('Quote Accepted')).toBeTruthy();
    expect(card('c').getByRole('button', { name: 'Start Work' })).toBeTruthy();
    // The completion code waits until work has started (decision 037).
    expect(card('c').queryByRole('button', { name: 'Confirm Completion & Send OTP' })).toBeNull();
    expect(card('d').getByRole('button', { name: 'Confirm Completion & Send OTP' })).toBeTruthy();
    expect(card('d').queryByRole('button', { name: 'Start Work' })).toBeNull();
    expect(card('e').getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(card('f').getByText('Job Completed')).toBeTruthy();
    expect(card('a').getByText('11/21/2026')).toBeTruthy();
    expect(card('a').getByRole('link', { name: 'Call Customer' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(card('g').queryByRole('button', { name: 'Chat' })).toBeNull();
    expect(card('g').queryByRole('link', { name: 'Call Customer' })).toBeNull();
  });

  it('checks the quote, then sends it in rupees', async () => {
    let current = job('a', 'pending_quote');
    const fetchMock = renderPage([], {
      [LIST]: () => ({ body: { success: true, data: [current] } }),
      'PUT /api/service-requests/repairer/a/quote': () => {
        current = job('a', 'quoted', { estimatedPrice: 1850 });
        return { body: { success: true, message: 'Quote submitted successfully!', data: current } };
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit Quote' });
    fireEvent.click(submit);
    expect(
      (await screen.findAllByText('Please enter a valid quote amount.')).length,
    ).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Your quote (₹)'), { target: { value: '1,850' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Quote submitted successfully!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ estimatedPrice: 1850 });
    expect(await screen.findByRole('button', { name: 'Edit quote' })).toBeTruthy();
    expect(screen.getByText('₹1,850')).toBeTruthy();
  });

  it('asks before sending the completion code, and sends nothing when kept', async () => {
    const fetchMock = renderPage([job('d', 'in_progress')], {
      'POST /api/service-requests/repairer/d/pending': {
        body: { success: true, message: 'OTP sent successfully!', data: job('d', 'pending_otp') },
      },
    });
    const sent = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/d/pending')).length;
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Completion & Send OTP' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send the completion code to the customer?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Completion & Send OTP' }));
    const again = await screen.findByRole('dialog', {
      name: 'Send the completion code to the customer?',
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeTruthy();
    expect(sent()).toBe(1);
  });

  it("shows the server's wait when an OTP is resent too soon", async () => {
    renderPage([job('e', 'pending_otp')], {
      'POST /api/service-requests/repairer/e/pending': {
        status: 429,
        body: {
          success: false,
          code: 'OTP_RESEND_TOO_SOON',
          message: 'Please wait 20 seconds before sending another code.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findByText('Please wait 20 seconds before sending another code.'),
    ).toBeTruthy();
  });

  it('opens the chat of the job', async () => {
    renderPage([job('c', 'accepted')], {
      'POST /api/repairer/conversations/create': { body: { success: true, conversationId: 'c9' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(await where()).toBe('/repairer/messages/c9');
  });

  it('says when the customer has no phone number', async () => {
    renderPage([job('c', 'accepted', { customer: { fullname: 'P', phone: '', email: null } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Call Customer' }));
    expect(await screen.findByText('Customer phone number not available.')).toBeTruthy();
  });

  it('shows the empty state, and a retry after a failed load', async () => {
    renderPage([]);
    expect(await screen.findByText('No Assigned Jobs Yet')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    stubApi({ [LIST]: { status: 500, body: '' } });
    renderRoute(<AssignedJobsPage />, { session: { role: 'repairer', repairer } });
    expect(await screen.findByText('Failed to fetch assigned jobs or conversations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
