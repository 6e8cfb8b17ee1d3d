import type { TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import RepairerDashboardPage from './repairer-dashboard-page';

const repairer = {
  _id: 'r1',
  id: 'r1',
  fullname: 'Suresh Kumar',
  isOnline: false,
} as TSessionRepairer;

const STATS = {
  success: true,
  jobsCompleted: 12,
  jobsCompletedChange: 20,
  earningsThisMonth: 15500,
  earningsChange: -10,
  averageRating: 4.6,
  ratingChange: 0.2,
  activeJobs: 2,
  activeJobsChange: null,
};

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RepairerDashboardPage', () => {
  it('offline: the figures with their periods and changes, quick actions and activity', async () => {
    stubApi({
      'GET /api/repairer/dashboard-stats': { body: STATS },
      'GET /api/repairer/recent-activity': {
        body: {
          success: true,
          data: [
            {
              type: 'completed',
              message: 'Fan installation completed',
              amount: 800,
              time: new Date().toISOString(),
            },
          ],
        },
      },
    });
    renderRoute(<RepairerDashboardPage />, { session: { role: 'repairer', repairer } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Suresh Kumar!' })).toBeTruthy();
    expect((await screen.findByTestId('stat-jobs-completed-change')).textContent).toBe(
      '+20% vs last month',
    );
    expect(screen.getByTestId('stat-earnings').textContent).toContain('₹15,500');
    expect(screen.getByTestId('stat-earnings-change').textContent).toBe('-10% vs last month');
    // The rating is overall; its change is how far this month's reviews moved it.
    expect(screen.getByTestId('stat-average-rating-hint').textContent).toBe('All time');
    expect(screen.getByTestId('stat-average-rating-change').textContent).toBe('+0.2 this month');
    // Active jobs are a count of now: no comparison with last month.
    expect(screen.getByTestId('stat-active-jobs-value').textContent).toBe('2');
    expect(screen.getByTestId('stat-active-jobs-hint').textContent).toBe('Right now');
    expect(screen.queryByTestId('stat-active-jobs-change')).toBeNull();
    expect(screen.getByTestId('stat-jobs-completed-hint').textContent).toBe('This month');
    expect(screen.getByTestId('stat-earnings-hint').textContent).toBe('This month');
    for (const name of ['View Analytics', 'Assigned Jobs', 'Manage Profile']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(await screen.findByText('Fan installation completed')).toBeTruthy();
  });

  it('goes online through the server and then lists nearby jobs', async () => {
    const fetchMock = stubApi({
      'GET /api/repairer/dashboard-stats': { body: STATS },
      'GET /api/repairer/recent-activity': { body: { success: true, data: [] } },
      'PUT /api/repairer/availability': (body) => ({
        body: { success: true, isOnline: (body as { isOnline: boolean }).isOnline },
      }),
      'GET /api/repairer/nearby-jobs': { body: { success: true, data: [] } },
    });
    const { store } = renderRoute(<RepairerDashboardPage />, {
      session: { role: 'repairer', repairer },
    });
    const toggle = screen.getByRole('switch', { name: 'Available for jobs' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByRole('heading', { name: "You're Online & Ready!" })).toBeTruthy();
    expect(await screen.findByText('0 nearby jobs available in your area')).toBeTruthy();
    expect(store.getState().repairer?.isOnline).toBe(true);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/repairer/availability',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ isOnline: true }) }),
    );
  });

  it('toasts failed loads of the figures and the activity', async () => {
    stubApi({
      'GET /api/repairer/dashboard-stats': { status: 500, body: '' },
      'GET /api/repairer/recent-activity': { status: 500, body: '' },
    });
    renderRoute(<RepairerDashboardPage />, { session: { role: 'repairer', repairer } });
    expect(await screen.findByText('Failed to load dashboard stats.')).toBeTruthy();
    expect(await screen.findByText('Failed to load recent activity.')).toBeTruthy();
  });
});

describe('RepairerDashboardPage before verification', () => {
  const profile = (verificationStatus: string, verificationReason: string | null) => ({
    body: {
      success: true,
      data: { ...repairer, verificationStatus, verificationReason, verificationRequired: true },
    },
  });

  it('pending: says the account is being checked and what happens next, with no board', async () => {
    stubApi({ 'GET /api/repairer/profile': profile('pending', null) });
    renderRoute(<RepairerDashboardPage />, { session: { role: 'repairer', repairer } });
    expect(
      await screen.findByRole('heading', { name: 'Your account is being checked' }),
    ).toBeTruthy();
    expect(screen.getByTestId('verification-notice').textContent).toContain('we send you an SMS');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toBeTruthy();
  });

  it("suspended: shows the admin's reason", async () => {
    stubApi({ 'GET /api/repairer/profile': profile('suspended', 'Did not turn up.') });
    renderRoute(<RepairerDashboardPage />, { session: { role: 'repairer', repairer } });
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(screen.getByTestId('verification-notice').textContent).toContain('Did not turn up.');
  });
});
