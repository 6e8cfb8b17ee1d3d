import type { TSessionRepairer } from '@gharseva/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import AnalyticsPage from './analytics-page';

const repairer = { _id: 'r1', id: 'r1', fullname: 'Suresh Kumar' } as TSessionRepairer;
const ANALYTICS = 'GET /api/repairer/analytics';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalyticsPage', () => {
  it('shows the totals, a named bar per month and the top services', async () => {
    stubApi({
      [ANALYTICS]: {
        body: {
          success: true,
          data: {
            jobsCompleted: 42,
            totalEarnings: 125000,
            monthlyEarnings: [0, 5000, 10000, 2500, 20000, 12000],
            months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
            topServices: [
              { _id: 'plumbing', count: 30 },
              { _id: 'hvac', count: 12 },
            ],
          },
        },
      },
    });
    renderRoute(<AnalyticsPage />, { session: { role: 'repairer', repairer } });
    expect((await screen.findByTestId('analytics-jobs-completed')).textContent).toContain('42');
    expect(screen.getByTestId('analytics-total-earnings').textContent).toContain('₹1,25,000');
    const bars = screen.getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'June 2026: ₹0',
      'July 2026: ₹5,000',
      'August 2026: ₹10,000',
      'September 2026: ₹2,500',
      'October 2026: ₹20,000',
      'November 2026: ₹12,000',
    ]);
    expect(bars.map((bar) => bar.style.height)).toEqual(['1%', '25%', '50%', '13%', '100%', '60%']);
    expect(screen.getByText('Plumbing')).toBeTruthy();
    expect(screen.getByText('AC & HVAC')).toBeTruthy();
    expect(screen.getByText('30 jobs')).toBeTruthy();
  });

  it('toasts a failed load', async () => {
    stubApi({ [ANALYTICS]: { status: 500, body: '' } });
    renderRoute(<AnalyticsPage />, { session: { role: 'repairer', repairer } });
    expect(
      await screen.findByText('Failed to load analytics data. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
