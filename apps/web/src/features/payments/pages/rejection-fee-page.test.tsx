import { REDIRECT_AFTER_PAYMENT_MS, type TSessionUser } from '@gharseva/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import type { SessionState } from '../../../lib/session/session-store';
import { renderRoute, stubApi, type FakeAnswer } from '../../../testing/render-route';
import {
  FakeRazorpay,
  installFakeRazorpay,
  orderAnswer,
  PAYMENT_ID,
  paymentRecord,
  removeFakeRazorpay,
  REQUEST_ID,
} from '../testing/fake-razorpay';
import RejectionFeePage from './rejection-fee-page';

const GET = `GET /api/user/payments/${PAYMENT_ID}`;
const ORDER = 'POST /api/user/create-razorpay-order';
const VERIFY = 'POST /api/user/verify-and-transfer-payment';
const user = { _id: 'u1', id: 'u1', fullname: 'Vidya Menon' } as TSessionUser;

type Answers = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

const fee = (
  overrides: Parameters<typeof paymentRecord>[0] = {},
  service: Parameters<typeof paymentRecord>[1] = {},
): FakeAnswer => ({
  body: {
    success: true,
    data: paymentRecord(
      {
        paymentMethod: 'rejection_fee',
        amount: 15_000,
        description: 'Quote rejection fee for Wardrobe door off its hinge',
        ...overrides,
      },
      { title: 'Wardrobe door off its hinge', status: 'rejected', repairer: null, ...service },
    ),
  },
});

function renderAt(
  answers: Answers,
  { id = PAYMENT_ID, session = { role: 'user', user } as Partial<SessionState> } = {},
) {
  const fetchMock = stubApi(answers);
  renderRoute(<RejectionFeePage />, {
    path: '/rejection-fee/:paymentId',
    url: `/rejection-fee/${id}`,
    session,
  });
  return fetchMock;
}

beforeAll(() => initI18n('en'));
beforeEach(installFakeRazorpay);
afterEach(() => {
  cleanup();
  removeFakeRazorpay();
  vi.unstubAllGlobals();
});

describe('RejectionFeePage', () => {
  it('shows the description and the amount (paise / 100) with Pay', async () => {
    renderAt({ [GET]: fee() });
    expect(screen.getByRole('heading', { level: 1, name: 'Rejection Fee' })).toBeTruthy();
    expect(
      await screen.findByText('Quote rejection fee for Wardrobe door off its hinge'),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('₹150.00');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it("pays through Checkout, says 'Payment successful!' and goes to the completed services", async () => {
    const fetchMock = renderAt({
      [GET]: fee(),
      [ORDER]: { body: orderAnswer({ amount: 15_000 }) },
      [VERIFY]: { body: { success: true, message: 'Payment verified successfully!' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(FakeRazorpay.last().opened).toBe(true));
    expect(FakeRazorpay.last().options.notes).toEqual({
      serviceRequestId: REQUEST_ID,
      paymentId: PAYMENT_ID,
    });
    act(() => FakeRazorpay.last().succeed());
    expect(await screen.findByText('Rejection fee paid successfully!')).toBeTruthy();
    const outcome = screen.getByTestId('payment-outcome');
    expect(within(outcome).getByText('Payment successful!')).toBeTruthy();
    expect(within(outcome).getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(within(outcome).queryByRole('link', { name: 'Leave a Review' })).toBeNull();
    const verify = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/user/verify-and-transfer-payment',
    );
    expect(JSON.parse(String(verify?.[1]?.body))).toMatchObject({
      paymentId: PAYMENT_ID,
      serviceRequestId: REQUEST_ID,
    });
    const where = await screen.findByTestId(
      'where',
      {},
      { timeout: REDIRECT_AFTER_PAYMENT_MS * 3 },
    );
    expect(where.textContent).toBe('/user/completed-services');
  });

  it("toasts 'Verification failed on server.' when the server refuses the result", async () => {
    renderAt({
      [GET]: fee(),
      [ORDER]: { body: orderAnswer({ amount: 15_000 }) },
      [VERIFY]: {
        status: 400,
        body: { success: false, code: 'INVALID_PAYMENT_SIGNATURE', message: 'x' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(FakeRazorpay.last().opened).toBe(true));
    act(() => FakeRazorpay.last().succeed());
    expect(await screen.findByText('Verification failed on server.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('refuses a payment that is not a rejection fee', async () => {
    renderAt({ [GET]: fee({ paymentMethod: 'service' }, { status: 'pending_payment' }) });
    expect(
      await screen.findByText('This payment is not a rejection fee. Invalid access.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it.each([
    ['the fee is paid', fee({ status: 'paid_by_customer' }, { status: 'closed_rejected' })],
    ['the gateway captured it', fee({ status: 'captured' as 'created' })],
  ])('says the payment is already processed when %s', async (_name, answer) => {
    renderAt({ [GET]: answer });
    expect(
      await screen.findByText('Payment has already been processed successfully.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it.each([
    ['a request no longer rejected', fee({}, { status: 'cancelled' })],
    ['an unknown payment status', fee({ status: 'refunded' as 'created' })],
    ['no amount', fee({ amount: 0 })],
  ])('cannot take %s', async (_name, answer) => {
    renderAt({ [GET]: answer });
    expect(
      await screen.findByText(
        'Cannot initiate payment: Invalid payment details or already processed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says the link has no payment id, without calling the API', async () => {
    const fetchMock = renderAt({}, { id: 'missing' });
    expect(await screen.findByText('No payment ID provided in the URL.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const fetchMock = renderAt({}, { session: { role: null } });
    const prompt = await screen.findByTestId('rejection-fee-sign-in');
    expect(within(prompt).getByText('Log in to pay this fee')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe(
      '/user/login',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to log in when the session has ended (401)', async () => {
    renderAt({
      [GET]: {
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' },
      },
    });
    expect(await screen.findByTestId('rejection-fee-sign-in')).toBeTruthy();
  });

  it('says a payment of another account is not in theirs, without a retry', async () => {
    renderAt({
      [GET]: { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'x' } },
    });
    expect(await screen.findByText('This payment was not found in your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the payment could not be loaded, with a retry', async () => {
    renderAt({
      [GET]: { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'x' } },
    });
    expect(await screen.findByText('Failed to load payment details from API.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
