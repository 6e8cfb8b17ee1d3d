import type { TRepairerPayouts, TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import { recentMonths } from '../utils/months';
import PayoutsPage from './payouts-page';

const repairer = { _id: 'r1', id: 'r1', fullname: 'Suresh Kumar' } as TSessionRepairer;
const PAYOUTS = 'GET /api/repairer/payouts';

const data: TRepairerPayouts = {
  payouts: [
    {
      id: '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaa1',
      serviceRequestId: '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaab1',
      title: 'Geyser thermostat swap',
      status: 'processed',
      reference: 'pout_Abc123Def456Gh',
      grossPaise: 145_000,
      platformFeePaise: 14_500,
      refundedPaise: 0,
      recoveredPaise: 2_000,
      amountPaise: 128_500,
      paidAt: '2026-11-20T06:30:00.000Z',
      createdAt: '2026-11-20T06:30:01.000Z',
      processedAt: '2026-11-20T06:31:00.000Z',
    },
  ],
  recoveries: [
    {
      id: '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaac1',
      payoutId: '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaa0',
      title: 'Tap leaking',
      status: 'outstanding',
      amountPaise: 36_000,
      recoveredPaise: 2_000,
      createdAt: '2026-11-10T06:30:00.000Z',
      settledAt: null,
    },
  ],
};

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayoutsPage', () => {
  it('lists his payouts with status, reference and amounts, and his recoveries', async () => {
    stubApi({ [PAYOUTS]: { body: { success: true, message: 'ok', data } } });
    renderRoute(<PayoutsPage />, { session: { role: 'repairer', repairer } });
    const card = await screen.findByTestId('payout-card');
    expect(card.textContent).toContain('Geyser thermostat swap');
    expect(card.textContent).toContain('Sent');
    expect(card.textContent).toContain('Reference: pout_Abc123Def456Gh');
    expect(card.textContent).toContain('₹1,450.00');
    expect(card.textContent).toContain('₹145.00');
    expect(card.textContent).toContain('Sent to you: ₹1,285.00');
    const recoveries = screen.getByTestId('recoveries-list');
    expect(recoveries.textContent).toContain('₹20.00 of ₹360.00 recovered');
    expect(recoveries.textContent).toContain('Outstanding');
  });

  it('links the chosen month to its statement', async () => {
    stubApi({ [PAYOUTS]: { body: { success: true, message: 'ok', data } } });
    renderRoute(<PayoutsPage />, { session: { role: 'repairer', repairer } });
    await screen.findByTestId('payout-card');
    const link = screen.getByRole('link', { name: 'Download statement' });
    const [thisMonth, lastMonth] = recentMonths(new Date());
    expect(link.getAttribute('href')).toBe(`/api/repairer/payouts/statement?month=${thisMonth}`);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: lastMonth } });
    expect(link.getAttribute('href')).toBe(`/api/repairer/payouts/statement?month=${lastMonth}`);
  });

  it('says when there are no payouts yet', async () => {
    stubApi({
      [PAYOUTS]: { body: { success: true, message: 'ok', data: { payouts: [], recoveries: [] } } },
    });
    renderRoute(<PayoutsPage />, { session: { role: 'repairer', repairer } });
    expect(await screen.findByTestId('payouts-empty')).toBeTruthy();
  });
});
