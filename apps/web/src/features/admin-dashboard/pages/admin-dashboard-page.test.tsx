import type { RequestStatus, TPaidService, TSessionAdmin } from '@gharseva/domain';
import { ADMIN_MESSAGES } from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import dashboard from '../../../i18n/locales/en/dashboard.json';
import { renderRoute, stubApi, type FakeAnswer } from '../../../testing/render-route';
import AdminDashboardPage from './admin-dashboard-page';

const admin = {
  _id: 'a1',
  id: 'a1',
  fullname: 'Kavya Admin',
  phone: '9000000009',
} as TSessionAdmin;
const LIST = 'GET /api/admin/paid-services';
const PAID_ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f';
const DONE_ID = '0190f5a0-1c2d-7a3b-8e4f-00000000abcd';

const paid = (id: string, status: RequestStatus, extra: Partial<TPaidService> = {}) =>
  ({
    _id: id,
    id,
    title: 'Tap leakage - Taps & Mixers',
    serviceType: 'Plumbing',
    status,
    description: 'The kitchen tap drips all night.',
    location: { address: 'Flat 12, Shanti Apartments, Malviya Nagar', pincode: '110017' },
    createdAt: '2026-11-20T06:00:00.000Z',
    estimatedPrice: 125000,
    repairer: { _id: 'r1', fullname: 'Ravi Verma', phone: '9000000001', upiId: 'ravi@okaxis' },
    customer: { fullname: 'Meera Iyer', phone: '9876543210' },
    payment: {
      _id: 'p1',
      amount: 12500000,
      status: status === 'completed' ? 'completed' : 'paid_by_customer',
      paidAt: '2026-11-21T06:00:00.000Z',
    },
    ...extra,
  }) as TPaidService;

function renderPage(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const fetchMock = stubApi(answers);
  renderRoute(<AdminDashboardPage />, {
    path: '/admin/dashboard',
    session: { role: 'admin', admin },
  });
  return fetchMock;
}

const card = (id: string) =>
  within(screen.getAllByRole('article').find((c) => c.getAttribute('data-service-id') === id)!);

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDashboardPage', () => {
  it('holds the messages of SPEC.md section 8 verbatim', () => {
    expect(dashboard.admin.completeSuccess).toBe(ADMIN_MESSAGES.completed);
    expect(dashboard.admin.fetchFailed).toBe(ADMIN_MESSAGES.fetchFailed);
    expect(dashboard.admin.completeFailed.replace('{{message}}', 'x')).toBe(
      'Error completing service: x',
    );
  });

  it('lists each paid request with its number, facts, repairer and customer', async () => {
    renderPage({
      [LIST]: {
        body: {
          success: true,
          services: [paid(PAID_ID, 'customer_paid'), paid(DONE_ID, 'completed')],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Request #8d9e0f' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const open = card(PAID_ID);
    expect(open.getByTestId('status-badge').textContent).toBe('Paid');
    expect(open.getByText('The kitchen tap drips all night.')).toBeTruthy();
    expect(open.getByText('Flat 12, Shanti Apartments, Malviya Nagar - 110017')).toBeTruthy();
    expect(open.getByText('20 Nov 2026')).toBeTruthy();
    expect(open.getByText('₹1,25,000')).toBeTruthy();
    expect(open.getByText('₹1,25,000.00 on 21 Nov 2026')).toBeTruthy();
    expect(open.getByText('Ravi Verma')).toBeTruthy();
    expect(open.getByText('90000 00001')).toBeTruthy();
    expect(open.getByText('ravi@okaxis')).toBeTruthy();
    expect(open.getByText('Meera Iyer')).toBeTruthy();
    expect(open.getByText('98765 43210')).toBeTruthy();
    expect(open.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    const done = card(DONE_ID);
    expect(done.getByRole('heading', { name: 'Request #00abcd' })).toBeTruthy();
    // Off, but focusable (it replaces 'Mark Complete' under the focus).
    const completed = done.getByRole('button', { name: 'Completed' });
    expect(completed.getAttribute('aria-disabled')).toBe('true');
    expect(done.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.getByTestId('paid-services-summary').textContent).toBe(
      '2 paid · 1 awaiting completion',
    );
  });

  it('marks a request complete: the success toast, then a disabled Completed button', async () => {
    let completed = false;
    const fetchMock = renderPage({
      [LIST]: () => ({
        body: {
          success: true,
          services: [paid(PAID_ID, completed ? 'completed' : 'customer_paid')],
        },
      }),
      [`PUT /api/admin/complete-service/${PAID_ID}`]: () => {
        completed = true;
        return { body: { success: true, message: 'Service marked as complete successfully!' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Service marked as complete successfully!')).toBeTruthy();
    const button = await card(PAID_ID).findByRole('button', {
      name: 'Completed',
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it("toasts 'Error completing service: ...' with the reason when completion fails", async () => {
    renderPage({
      [LIST]: { body: { success: true, services: [paid(PAID_ID, 'customer_paid')] } },
      [`PUT /api/admin/complete-service/${PAID_ID}`]: {
        status: 409,
        body: {
          success: false,
          code: 'INVALID_STATUS_TRANSITION',
          message: 'This service has already been marked complete.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(
      await screen.findByText(
        'Error completing service: This action is not allowed in the current status of the request.',
      ),
    ).toBeTruthy();
    expect(card(PAID_ID).getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
  });

  it('toasts the generic reason when the server cannot be reached', async () => {
    renderPage({
      [LIST]: { body: { success: true, services: [paid(PAID_ID, 'customer_paid')] } },
    });
    await screen.findByRole('button', { name: 'Mark Complete' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(
      await screen.findByText('Error completing service: An unexpected error occurred.'),
    ).toBeTruthy();
  });

  it("shows the banner 'Failed to fetch services' when the list fails", async () => {
    renderPage({ [LIST]: { status: 500, body: '' } });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Failed to fetch services');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when nothing is paid yet', async () => {
    renderPage({ [LIST]: { body: { success: true, services: [] } } });
    expect(await screen.findByTestId('paid-services-empty')).toBeTruthy();
    expect(screen.getByText('No paid services yet')).toBeTruthy();
  });
});
