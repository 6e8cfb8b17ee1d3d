import type { TNearbyJob } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi, where } from '../../../testing/render-route';
import { NearbyJobs } from './nearby-jobs';

const job = (id: string, title: string, extra: Partial<TNearbyJob> = {}): TNearbyJob => ({
  _id: id,
  id,
  title,
  serviceType: 'Appliances',
  category: 'Air Conditioner',
  issue: 'Gas refill',
  description: 'AC is not cooling.',
  status: 'requested',
  urgency: 'high',
  preferredDate: '2026-11-22',
  preferredTime: 'evening',
  preferredTimeSlot: { date: '2026-11-22', time: 'evening' },
  location: { pincode: '560001', city: 'Bengaluru', district: 'Bengaluru Urban', state: 'KA' },
  distanceKm: 3.2,
  targeted: false,
  quotation: 1500,
  createdAt: new Date().toISOString(),
  ...extra,
});

// One visit slot, so the board lists the newest first: j1, posted a minute after j2.
const JOBS = [
  job('j1', 'Gas refill - Air Conditioner', { targeted: true }),
  job('j2', 'Tap leaking', {
    serviceType: 'Plumbing',
    category: 'Taps',
    urgency: 'low',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  }),
];
const NEARBY = 'GET /api/repairer/nearby-jobs';
const accept = (id: string) => `PUT /api/service-requests/repairer/${id}/status`;

const cards = () => screen.queryAllByTestId('nearby-job-card');

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearbyJobs', () => {
  it('counts the jobs, tags them and filters by search text and category', async () => {
    stubApi({ [NEARBY]: { body: { success: true, data: JOBS } } });
    renderRoute(<NearbyJobs />);
    expect(await screen.findByText('2 nearby jobs available in your area')).toBeTruthy();
    const first = cards()[0]!;
    expect(within(first).getByText('Requested for you')).toBeTruthy();
    expect(within(first).getByText('High urgency')).toBeTruthy();
    expect(within(first).getByText('3.2 km away')).toBeTruthy();
    expect(within(first).getByText('Posted Just now')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'taps' } });
    expect(cards().map((c) => c.dataset.jobId)).toEqual(['j2']);

    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Air Conditioner' } });
    expect(cards().map((c) => c.dataset.jobId)).toEqual(['j1']);
  });

  it('accepts a job: the toast, the accept action, then the In Progress page', async () => {
    const fetchMock = stubApi({
      [NEARBY]: { body: { success: true, data: JOBS } },
      [accept('j1')]: {
        body: {
          success: true,
          message: 'Job request accepted! Please provide your quote on the In Progress page.',
        },
      },
    });
    renderRoute(<NearbyJobs />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Accept Gas refill - Air Conditioner' }),
    );
    expect(await where()).toBe('/repairer/inprogress');
    expect(
      await screen.findByText(
        'Job request accepted! Please provide your quote on the In Progress page.',
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'accept_request_for_quote' });
  });

  it('drops a job taken by someone else and stays on the list', async () => {
    stubApi({
      [NEARBY]: { body: { success: true, data: JOBS } },
      [accept('j1')]: {
        status: 409,
        body: { success: false, code: 'JOB_ALREADY_ASSIGNED', message: 'Taken.' },
      },
    });
    renderRoute(<NearbyJobs />);
    fireEvent.click(await screen.findByRole('button', { name: /^Accept Gas refill/ }));
    expect(
      await screen.findByText(
        'This job has already been accepted by another repairer or is no longer available.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('still goes to In Progress when only the SMS failed', async () => {
    stubApi({
      [NEARBY]: { body: { success: true, data: JOBS } },
      [accept('j2')]: {
        status: 502,
        body: { success: false, code: 'FAILED_SEND_SMS', message: 'SMS failed.' },
      },
    });
    renderRoute(<NearbyJobs />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Tap leaking' }));
    expect(await where()).toBe('/repairer/inprogress');
    expect(
      await screen.findByText('Job accepted, but failed to send SMS notification to customer.'),
    ).toBeTruthy();
  });

  it('toasts a failed load', async () => {
    stubApi({ [NEARBY]: { status: 500, body: 'oops' } });
    renderRoute(<NearbyJobs />);
    expect(await screen.findByText('Failed to load nearby jobs.')).toBeTruthy();
  });
});
