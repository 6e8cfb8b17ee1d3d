import {
  addDays,
  todayInIndia,
  type RequestStatus,
  type TServiceRequest,
  type TSessionUser,
} from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import InProgressPage from './in-progress-page';

const user = { _id: 'u1', id: 'u1', fullname: 'Nisha Arora' } as TSessionUser;
const TODAY = todayInIndia();
const TOMORROW = addDays(TODAY, 1);

function request(
  id: string,
  status: RequestStatus,
  title: string,
  extra: Partial<TServiceRequest> = {},
): TServiceRequest {
  return {
    _id: id,
    id,
    title,
    serviceType: 'Plumbing',
    category: null,
    issue: null,
    description: 'The geyser does not heat.',
    status,
    urgency: 'medium',
    preferredDate: TODAY,
    preferredTime: 'flexible',
    preferredTimeSlot: { date: TODAY, time: 'flexible' },
    contactInfo: null,
    location: {
      address: 'C-12, Malviya Nagar',
      pincode: '110017',
      city: 'New Delhi',
      state: 'Delhi',
      district: 'South Delhi',
      coordinates: null,
      captureMethod: 'manual',
      approximate: true,
    },
    customer: { fullname: 'Nisha Arora', email: null, phone: '9876500000' },
    repairer:
      status === 'requested' ? null : { _id: 'r1', fullname: 'Ramesh Kumar', phone: '9811111111' },
    targeted: false,
    quotation: null,
    estimatedPrice: 450,
    rating: null,
    createdAt: '2026-11-27T05:00:00.000Z',
    updatedAt: '2026-11-27T05:00:00.000Z',
    assignedAt: status === 'requested' ? null : '2026-11-27T05:10:00.000Z',
    paymentId: null,
    pendingReschedule: null,
    lastRescheduleDeclined: false,
    ...extra,
  };
}

const LIST = [
  request('a', 'requested', 'Open request'),
  request('b', 'pending_quote', 'Waiting for a quote'),
  request('d', 'accepted', 'Quote accepted'),
  request('e', 'in_progress', 'Work under way'),
  request('f', 'accepted', 'New date waiting', {
    pendingReschedule: { date: TOMORROW, time: 'evening', createdAt: '2026-11-27T06:00:00.000Z' },
  }),
  request('g', 'accepted', 'New date declined', { lastRescheduleDeclined: true }),
];

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('InProgressPage: moving the visit', () => {
  it('offers Reschedule until work starts, one new date at a time', async () => {
    stubApi({ 'GET /api/user/in-progress-services': { body: LIST } });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    for (const name of ['Open request', 'Waiting for a quote', 'Quote accepted']) {
      expect(within(await card(name)).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    }
    for (const name of ['Work under way', 'New date waiting']) {
      expect(within(await card(name)).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    }
    const waiting = await card('New date waiting');
    expect(waiting.textContent).toContain(
      'Waiting for the repairer to confirm Tomorrow, Evening (5 PM-9 PM).',
    );
    expect(within(waiting).getByRole('button', { name: 'Withdraw new date' })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('after a decline, says so and offers Cancel request on an accepted quote', async () => {
    stubApi({ 'GET /api/user/in-progress-services': { body: LIST } });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    const declined = await card('New date declined');
    expect(declined.textContent).toContain(
      'Your repairer declined the new date. The visit stays as booked, and you may cancel free of charge.',
    );
    expect(within(declined).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(
      within(await card('Quote accepted')).queryByRole('button', { name: 'Cancel request' }),
    ).toBeNull();
  });

  it('sends the chosen date and slot', async () => {
    const fetchMock = stubApi({
      'GET /api/user/in-progress-services': { body: LIST },
      'POST /api/user/service-requests/d/reschedule': {
        body: {
          success: true,
          message: 'The new date was sent to your repairer to confirm.',
          data: LIST[2],
        },
      },
    });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    fireEvent.click(
      within(await card('Quote accepted')).getByRole('button', { name: 'Reschedule' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move the visit' });
    const date = within(dialog).getByLabelText('Date') as HTMLSelectElement;
    // Today and the 14 days after it.
    expect(date.options.length).toBe(15);
    expect(date.options[0]!.text).toBe('Today');
    expect(date.options[1]!.text).toBe('Tomorrow');
    fireEvent.change(date, { target: { value: TOMORROW } });
    const slot = within(dialog).getByLabelText('Time slot') as HTMLSelectElement;
    expect([...slot.options].map((o) => o.value)).toEqual([
      'morning',
      'afternoon',
      'evening',
      'flexible',
    ]);
    fireEvent.change(slot, { target: { value: 'evening' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the visit' }));
    expect(
      await screen.findByText('The new date was sent to your repairer to confirm.'),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: TOMORROW, time: 'evening' });
  });
});
