import {
  REDIRECT_AFTER_REVIEW_MS,
  REVIEW_MESSAGES,
  type RequestStatus,
  type TServiceRequest,
  type TSessionUser,
} from '@gharseva/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import type { SessionState } from '../../../lib/session/session-store';
import requests from '../../../i18n/locales/en/requests.json';
import { renderRoute, stubApi, type FakeAnswer } from '../../../testing/render-route';
import ReviewPage from './review-page';

const ID = '0190f5a0-1c2d-7a3b-8e4f-5a6b7c8d9e0f';
const GET = `GET /api/user/service-requests/${ID}`;
const POST = `POST /api/user/service-request/${ID}/review`;
const user = { _id: 'u1', id: 'u1', fullname: 'Meera Iyer' } as TSessionUser;

const service = (status: RequestStatus = 'customer_paid', extra: Partial<TServiceRequest> = {}) =>
  ({
    _id: ID,
    id: ID,
    title: 'Tap leakage - Taps & Mixers',
    serviceType: 'Plumbing',
    category: 'Taps & Mixers',
    issue: 'Tap leakage',
    description: 'The kitchen tap drips all night.',
    status,
    customer: { fullname: 'Meera Iyer', phone: '9876543210', email: null },
    repairer: { _id: 'r1', fullname: 'Ravi Verma', phone: '9000000001' },
    estimatedPrice: 1200,
    rating: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    ...extra,
  }) as TServiceRequest;

type Answers = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/** The page at /review/{ID}, signed in as the customer unless told otherwise. */
function renderAt(answers: Answers, session: Partial<SessionState> = { role: 'user', user }) {
  const fetchMock = stubApi(answers);
  renderRoute(<ReviewPage />, { path: '/review/:serviceRequestId', url: `/review/${ID}`, session });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReviewPage', () => {
  it('holds the review messages of the domain verbatim in English', () => {
    expect(requests.review.messages).toEqual(REVIEW_MESSAGES);
    expect(requests.review.fetchFailed).toBe('Failed to fetch service details.');
    expect(requests.review.loadFailed).toBe('Failed to load service details for review.');
    expect(requests.review.submitFailed).toBe('Failed to submit review.');
    expect(requests.review.submitError).toBe(
      'An unexpected error occurred during review submission.',
    );
    expect(requests.review.networkError).toBe('Network error or unable to reach server.');
  });

  it('shows the service, five named stars and the comment counter', async () => {
    renderAt({ [GET]: { body: { success: true, data: service() } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Review Your Service' })).toBeTruthy();
    expect(await screen.findByText('Tap leakage - Taps & Mixers')).toBeTruthy();
    expect(screen.getByText('Service by Ravi Verma')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // Native radios: one tab stop, arrow keys choose; none is taken out of the tab order.
    for (const star of stars) expect(star.getAttribute('tabindex')).toBeNull();
    expect(screen.getByText('0/500')).toBeTruthy();
    const comment = screen.getByLabelText('Comment (optional)');
    expect(comment.getAttribute('maxlength')).toBe('500');
    fireEvent.change(comment, { target: { value: 'Quick and tidy.' } });
    expect(screen.getByText('15/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
  });

  it('asks for a star rating before sending anything', async () => {
    const fetchMock = renderAt({ [GET]: { body: { success: true, data: service() } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please select a star rating.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
  });

  it("sends the rating, toasts the server's thanks and goes to In Progress after 1.5 s", async () => {
    const fetchMock = renderAt({
      [GET]: { body: { success: true, data: service() } },
      [POST]: { body: { success: true, message: 'Thank you for your review!' } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: '  Neat work.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findAllByText('Thank you for your review!')).length).toBeGreaterThan(0);
    const [, init] = posts(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ stars: 5, comment: 'Neat work.' });
    expect(screen.getByText('Taking you to your services...')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    const started = Date.now();
    const where = await screen.findByTestId('where', {}, { timeout: REDIRECT_AFTER_REVIEW_MS * 3 });
    expect(where.textContent).toBe('/user/inprogress');
    expect(Date.now() - started).toBeGreaterThan(REDIRECT_AFTER_REVIEW_MS - 500);
  });

  it.each([
    [
      "the server's message",
      { status: 409, body: { success: false, code: 'ALREADY_REVIEWED', message: 'x' } },
      'This service has already been reviewed.',
    ],
    [
      'the not-paid message',
      { status: 409, body: { success: false, code: 'REVIEW_NOT_ALLOWED', message: 'x' } },
      'You can review a service once it has been paid.',
    ],
    [
      'the fallback for an answer without a message',
      { status: 500, body: '' },
      'Failed to submit review.',
    ],
  ])('toasts %s when the review is refused', async (_name, answer, message) => {
    renderAt({ [GET]: { body: { success: true, data: service() } }, [POST]: answer });
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
  });

  it('toasts the network message when the server cannot be reached', async () => {
    renderAt({ [GET]: { body: { success: true, data: service() } } });
    const answered = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST' ? Promise.reject(new TypeError('offline')) : answered(input, init),
      ),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Network error or unable to reach server.')).toBeTruthy();
  });

  it('shows an existing rating read-only', async () => {
    renderAt({
      [GET]: {
        body: {
          success: true,
          data: service('completed', { rating: { stars: 4, comment: 'Came on time.' } }),
        },
      },
    });
    expect(await screen.findByText('This service has already been reviewed.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Came on time.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('says a service not paid yet cannot be reviewed', async () => {
    renderAt({ [GET]: { body: { success: true, data: service('pending_payment') } } });
    expect(await screen.findByText('You can review a service once it has been paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it("shows 'Failed to fetch service details.' when the server refuses the load", async () => {
    renderAt({
      [GET]: {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'This service request was not found.' },
      },
    });
    expect(await screen.findByText('Failed to fetch service details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows 'Failed to load service details for review.' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderRoute(<ReviewPage />, {
      path: '/review/:serviceRequestId',
      url: `/review/${ID}`,
      session: { role: 'user', user },
    });
    expect(await screen.findByText('Failed to load service details for review.')).toBeTruthy();
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const fetchMock = renderAt({}, { role: null });
    const prompt = await screen.findByTestId('review-sign-in');
    expect(within(prompt).getByText('Log in to leave your review')).toBeTruthy();
    const link = within(prompt).getByRole('link', { name: 'Go to Login' });
    expect(link.getAttribute('href')).toBe('/user/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Review Your Service' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to log in when the session has ended (401)', async () => {
    renderAt({
      [GET]: {
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' },
      },
    });
    expect(await screen.findByTestId('review-sign-in')).toBeTruthy();
  });
});
