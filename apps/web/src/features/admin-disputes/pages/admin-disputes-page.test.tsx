import type { TAdminDispute, TSessionAdmin } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi, type FakeAnswer } from '../../../testing/render-route';
import AdminDisputesPage from './admin-disputes-page';

const admin = {
  _id: 'a1',
  id: 'a1',
  fullname: 'Kavya Admin',
  phone: '9000000009',
} as TSessionAdmin;
const ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f';
const LIST = 'GET /api/admin/disputes?status=open';

const dispute = (extra: Partial<TAdminDispute> = {}): TAdminDispute => ({
  id: ID,
  serviceRequestId: 'req-1',
  reason: 'poor_quality',
  details: 'The tap still leaks.',
  status: 'open',
  decision: null,
  decisionNote: null,
  createdAt: '2026-11-22T06:00:00.000Z',
  decidedAt: null,
  refunds: [],
  request: { id: 'req-1', title: 'Tap leakage', status: 'customer_paid' },
  customer: { id: 'u1', fullname: 'Meera Iyer' },
  repairer: { id: 'r1', fullname: 'Ravi Verma' },
  payment: {
    id: 'p1',
    amountPaise: 120_000,
    status: 'paid_by_customer',
    paidAt: '2026-11-21T06:00:00.000Z',
    method: 'upi',
    gatewayPaymentId: 'pay_1',
  },
  refundablePaise: 120_000,
  payout: {
    id: 'po1',
    status: 'processed',
    grossPaise: 120_000,
    platformFeePaise: 0,
    amountPaise: 120_000,
    refundedPaise: 0,
    recoveredPaise: 0,
  },
  recoveries: [],
  history: [
    {
      kind: 'issue_reported',
      actorRole: 'user',
      fromStatus: null,
      toStatus: null,
      createdAt: '2026-11-22T06:00:00.000Z',
    },
  ],
  ...extra,
});

function renderPage(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const fetchMock = stubApi(answers);
  renderRoute(<AdminDisputesPage />, {
    path: '/admin/disputes',
    session: { role: 'admin', admin },
  });
  return fetchMock;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDisputesPage', () => {
  it('shows an open report with its money and history, and checks the decision before sending it', async () => {
    const sent: unknown[] = [];
    const fetchMock = renderPage({
      [LIST]: { body: { success: true, disputes: [dispute()] } },
      [`PUT /api/admin/disputes/${ID}`]: (body) => {
        sent.push(body);
        return {
          body: {
            success: true,
            message: 'The decision was recorded.',
            dispute: dispute({ status: 'partially_refunded' }),
          },
        };
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Tap leakage' }));
    expect(card.getByText('The tap still leaks.')).toBeTruthy();
    expect(card.getByTestId('dispute-refundable').textContent).toBe('Still refundable: ₹1,200.00');
    expect(card.getByText('₹1,200.00, sent')).toBeTruthy();
    expect(card.getByText('Problem reported')).toBeTruthy();

    fireEvent.change(card.getByLabelText('Decision'), { target: { value: 'partial_refund' } });
    fireEvent.click(card.getByRole('button', { name: 'Record decision' }));
    expect(await card.findByText('Enter the amount to refund, more than zero.')).toBeTruthy();
    expect(card.getByText('Please write a note for the decision.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(card.getByLabelText('Refund amount (₹)'), { target: { value: '300.50' } });
    fireEvent.change(card.getByLabelText('Note'), { target: { value: 'Half fixed.' } });
    fireEvent.click(card.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('The decision was recorded.')).toBeTruthy();
    expect(sent).toEqual([
      { decision: 'partial_refund', amountPaise: 30_050, note: 'Half fixed.' },
    ]);
  });
});
