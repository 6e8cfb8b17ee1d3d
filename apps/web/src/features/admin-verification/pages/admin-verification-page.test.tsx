import type { TRepairerForVerification, TSessionAdmin } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import AdminVerificationPage from './admin-verification-page';

const admin = {
  _id: 'a1',
  id: 'a1',
  fullname: 'Kavya Admin',
  phone: '9000000009',
} as TSessionAdmin;
const ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f';

const pending: TRepairerForVerification = {
  id: ID,
  fullname: 'Pawan Kumar',
  phone: '9811100000',
  aadhaar: 'XXXX XXXX 1234',
  pincode: '110017',
  district: 'South Delhi',
  state: 'Delhi',
  experience: 4,
  bio: '',
  services: [{ name: 'plumbing', visitingCharge: 0 }],
  signedUpAt: '2026-11-27T06:00:00.000Z',
  verificationStatus: 'pending',
  verificationReason: null,
  verificationDecidedAt: null,
};

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminVerificationPage', () => {
  it('lists the queue with the masked Aadhaar and only the decisions that apply', async () => {
    stubApi({
      'GET /api/admin/repairers?status=pending': { body: { success: true, data: [pending] } },
    });
    renderRoute(<AdminVerificationPage />, { session: { role: 'admin', admin } });
    const card = await screen.findByRole('article', { name: 'Pawan Kumar' });
    expect(card.textContent).toContain('XXXX XXXX 1234');
    expect(card.textContent).toContain('110017 - South Delhi, Delhi');
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Verify', 'Reject']);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/repairers?status=pending': { body: { success: true, data: [pending] } },
      [`PUT /api/admin/repairers/${ID}/verification`]: () => ({
        body: {
          success: true,
          message: 'The decision was recorded and the repairer was told.',
          data: { ...pending, verificationStatus: 'rejected', jobsReturnedToBoard: 0 },
        },
      }),
    });
    renderRoute(<AdminVerificationPage />, { session: { role: 'admin', admin } });
    const card = await screen.findByRole('article', { name: 'Pawan Kumar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByTestId('verification-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Please give the reason for this decision.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (the repairer sees it)'), {
      target: { value: 'The name does not match the ID.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        decision: 'reject',
        reason: 'The name does not match the ID.',
      });
    });
  });
});
