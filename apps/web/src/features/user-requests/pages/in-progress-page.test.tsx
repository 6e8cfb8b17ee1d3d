import type { RequestStatus, TSessionUser, TServiceRequest } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import InProgressPage from './in-progress-page';

const user = { _id: 'u1', id: 'u1', fullname: 'Nisha Arora' } as TSessionUser;

function request(id: string, status: RequestStatus, title: string): TServiceRequest {
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
    preferredDate: '2026-11-27',
    preferredTime: 'flexible',
    preferredTimeSlot: { date: '2026-11-27', time: 'flexible' },
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
    estimatedPrice: status === 'quoted' || status === 'accepted' ? 450 : 0,
    rating: null,
    createdAt: '2026-11-27T05:00:00.000Z',
    updatedAt: '2026-11-27T05:00:00.000Z',
    assignedAt: status === 'requested' ? null : '2026-11-27T05:10:00.000Z',
    paymentId: null,
  };
}

const LIST = [
  request('a', 'requested', 'Open request'),
  request('b', 'pending_quote', 'Waiting for a quote'),
  request('c', 'quoted', 'Quote to answer'),
  request('d', 'accepted', 'Quote accepted'),
  request('e', 'in_progress', 'Work under way'),
];

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('InProgressPage: cancelling before a quote is answered', () => {
  it('offers Cancel request until a quote is accepted, not after', async () => {
    stubApi({ 'GET /api/user/in-progress-services': { body: LIST } });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    for (const name of ['Open request', 'Waiting for a quote', 'Quote to answer']) {
      expect(within(await card(name)).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    }
    for (const name of ['Quote accepted', 'Work under way']) {
      expect(within(await card(name)).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    }
  });

  it('confirms, says it is free and who is told, then cancels', async () => {
    const fetchMock = stubApi({
      'GET /api/user/in-progress-services': { body: LIST },
      'PUT /api/service-requests/user/b/status': {
        body: { success: true, message: 'Request cancelled successfully!' },
      },
    });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    fireEvent.click(
      within(await card('Waiting for a quote')).getByRole('button', { name: 'Cancel request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog.textContent).toContain(
      '“Waiting for a quote” will be cancelled free of charge and Ramesh Kumar will be told.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Request' }));
    expect(await screen.findByText('Request cancelled successfully!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'cancelled' });
  });

  it('a refusal reads as the rule', async () => {
    stubApi({
      'GET /api/user/in-progress-services': { body: LIST },
      'PUT /api/service-requests/user/c/status': {
        status: 409,
        body: {
          success: false,
          code: 'INVALID_STATUS_TRANSITION',
          message: 'A request can be cancelled only until you accept or reject a quote.',
        },
      },
    });
    renderRoute(<InProgressPage />, { session: { role: 'user', user } });
    fireEvent.click(
      within(await card('Quote to answer')).getByRole('button', { name: 'Cancel request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Request' }));
    expect(
      await screen.findByText(
        'A request can be cancelled only until you accept or reject a quote.',
      ),
    ).toBeTruthy();
  });
});
