import { REDIRECT_AFTER_PAYMENT_MS, type TSessionUser } from '@gharseva/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
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
import PaymentPage from './payment-page';

const GET = `GET /api/user/payments/${PAYMENT_ID}`;
const ORDER = 'POST /api/user/create-razorpay-order';
const VERIFY = 'POST /api/user/verify-and-transfer-payment';
const user = { _id: 'u1', id: 'u1', fullname: 'Nandini Rao' } as TSessionUser;

type Answers = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;
const record = (...args: Parameters<typeof paymentRecord>): FakeAnswer => ({
  body: {
    success: true,
    message: 'Payment details fetched successfully.',
    data: paymentRecord(...args),
  },
});
const refused = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { success: false, code, message },
});

function renderAt(answers: Answers, id = PAYMENT_ID) {
  const fetchMock = stubApi(answers);
  const rendered = renderRoute(<PaymentPage />, {
    path: '/user/payment/:paymentId',
    url: `/user/payment/${id}`,
    session: { role: 'user', user },
  });
  return { fetchMock, ...rendered };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(callsTo(fetchMock, path)[0]?.[1]?.body)) as unknown;

const payNow = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
};
const checkoutOpened = () => waitFor(() => expect(FakeRazorpay.last().opened).toBe(true));

beforeAll(() => initI18n('en'));
beforeEach(installFakeRazorpay);
afterEach(() => {
  cleanup();
  removeFakeRazorpay();
  vi.unstubAllGlobals();
});

describe('PaymentPage', () => {
  it('shows the service title, the professional, the amount in rupees and Pay Now', async () => {
    renderAt({ [GET]: record() });
    expect(screen.getByRole('heading', { level: 1, name: 'Service Payment' })).toBeTruthy();
    expect(await screen.findByText('Jammed door alignment - Doors')).toBeTruthy();
    expect(screen.getByText('Service by Mohan Verma')).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('₹1,200.00');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to In-Progress Services' });
    expect(back.getAttribute('href')).toBe('/user/inprogress');
  });

  it('opens Checkout with the order, verifies the result and goes to the review after 1.5 s', async () => {
    const { fetchMock } = renderAt({
      [GET]: record(),
      [ORDER]: { body: orderAnswer() },
      [VERIFY]: { body: { success: true, message: 'Payment verified successfully!' } },
    });
    await payNow();
    await checkoutOpened();
    expect(bodyOf(fetchMock, '/api/user/create-razorpay-order')).toEqual({
      paymentRecordId: PAYMENT_ID,
    });
    const { options } = FakeRazorpay.last();
    expect(options).toMatchObject({
      key: 'rzp_test_gharsevafake',
      amount: 120_000,
      currency: 'INR',
      order_id: 'order_Abc123Def456Gh',
      name: 'GharSeva',
      description: 'Payment for Jammed door alignment - Doors',
      prefill: { name: 'Nandini Rao', contact: '9876543210' },
      notes: { serviceRequestId: REQUEST_ID, paymentId: PAYMENT_ID },
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    });
    // No email given: no email prefill (DESIGN.md section 10).
    expect('email' in options.prefill).toBe(false);
    // Busy, not disabled: the button keeps the focus for Checkout to hand back.
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    expect(FakeRazorpay.instances).toHaveLength(1);

    act(() => FakeRazorpay.last().succeed());
    expect((await screen.findAllByText('Payment verified successfully!')).length).toBeGreaterThan(
      0,
    );
    expect(bodyOf(fetchMock, '/api/user/verify-and-transfer-payment')).toEqual({
      paymentId: PAYMENT_ID,
      serviceRequestId: REQUEST_ID,
      transactionDetails: {
        razorpay_order_id: 'order_Abc123Def456Gh',
        razorpay_payment_id: 'pay_Abc123Def456Gh',
        razorpay_signature: 'a'.repeat(64),
      },
    });
    expect(screen.getByText('Taking you to the review page...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe(
      `/review/${REQUEST_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/user/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('payment-outcome'));

    const started = Date.now();
    const where = await screen.findByTestId(
      'where',
      {},
      { timeout: REDIRECT_AFTER_PAYMENT_MS * 3 },
    );
    expect(where.textContent).toBe(`/review/${REQUEST_ID}`);
    expect(Date.now() - started).toBeGreaterThan(REDIRECT_AFTER_PAYMENT_MS - 500);
  });

  it('prefills the email when the customer has one', async () => {
    renderAt({
      [GET]: record(),
      [ORDER]: { body: orderAnswer({ customerEmail: 'nandini@example.in' }) },
    });
    await payNow();
    await checkoutOpened();
    expect(FakeRazorpay.last().options.prefill.email).toBe('nandini@example.in');
  });

  it("toasts Checkout's failure and lets the customer try again", async () => {
    renderAt({ [GET]: record(), [ORDER]: { body: orderAnswer() } });
    await payNow();
    await checkoutOpened();
    act(() => FakeRazorpay.last().fail('BAD_REQUEST_ERROR', 'Your bank declined the payment.'));
    expect(
      await screen.findByText(
        'Payment failed: Your bank declined the payment. Error Code: BAD_REQUEST_ERROR',
      ),
    ).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(pay);
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
  });

  it('is ready again when Checkout is closed without paying', async () => {
    renderAt({ [GET]: record(), [ORDER]: { body: orderAnswer() } });
    await payNow();
    await checkoutOpened();
    act(() => FakeRazorpay.last().dismiss());
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).toBeNull());
    // The focus was lost to the checkout's frame: the page takes it back.
    expect(document.activeElement).toBe(pay);
  });

  it.each([
    [
      "the server's reason when it refuses the verification",
      refused(400, 'INVALID_PAYMENT_SIGNATURE', 'x'),
      'Payment was successful but verification failed: The payment signature does not match this order.',
    ],
    [
      'the contact-support message when no answer comes back',
      { status: 502, body: '' },
      'Payment failed to verify. Please contact support.',
    ],
  ])('toasts %s', async (_name, answer, message) => {
    renderAt({ [GET]: record(), [ORDER]: { body: orderAnswer() }, [VERIFY]: answer });
    await payNow();
    await checkoutOpened();
    act(() => FakeRazorpay.last().succeed());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it.each([
    [
      'the gateway failing',
      refused(502, 'GATEWAY_ERROR', 'x'),
      'Failed to initiate payment: The payment service could not be reached. Please try again.',
    ],
    [
      'an answer without an order',
      { body: { success: true, message: 'Order created successfully.' } },
      'Failed to create Razorpay order or unexpected response structure.',
    ],
    [
      'a record no longer payable',
      refused(409, 'PAYMENT_NOT_PAYABLE', 'x'),
      'Payment cannot be initiated. Service is already processed or not in a payable state.',
    ],
  ])('toasts %s when the order is not created', async (_name, answer, message) => {
    renderAt({ [GET]: record(), [ORDER]: answer });
    await payNow();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it("adds 'Please contact support.' to an order answer it cannot use", async () => {
    renderAt({ [GET]: record(), [ORDER]: { body: orderAnswer({ orderId: '' }) } });
    await payNow();
    expect(await screen.findByText('Please contact support.')).toBeTruthy();
  });

  it('reads the record again when the server says it is already paid', async () => {
    let paid = false;
    const { fetchMock } = renderAt({
      [GET]: () =>
        paid ? record({ status: 'paid_by_customer' }, { status: 'customer_paid' }) : record(),
      [ORDER]: () => {
        paid = true;
        return refused(409, 'ALREADY_PAID', 'x');
      },
    });
    await payNow();
    expect(
      (await screen.findAllByText('Payment has already been processed successfully.')).length,
    ).toBeGreaterThan(0);
    await screen.findByRole('link', { name: 'Leave a Review' });
    expect(callsTo(fetchMock, `/api/user/payments/${PAYMENT_ID}`).length).toBe(2);
  });

  it('toasts the network message when the order call gets no answer', async () => {
    renderAt({ [GET]: record() });
    const answered = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST' ? Promise.reject(new TypeError('offline')) : answered(input, init),
      ),
    );
    await payNow();
    expect(
      await screen.findByText(
        'Failed to initiate payment: Network error or unable to reach server.',
      ),
    ).toBeTruthy();
  });

  it('says the SDK is not loaded when the Checkout script cannot be loaded', async () => {
    removeFakeRazorpay();
    const { fetchMock } = renderAt({
      [GET]: record(),
      'GET /api/public/config': refused(500, 'INTERNAL_ERROR', 'x'),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await payNow();
    expect(
      await screen.findByText('Razorpay SDK not loaded. Please try again or refresh the page.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/user/create-razorpay-order')).toHaveLength(0);
  });

  it('says why Checkout could not open', async () => {
    renderAt({ [GET]: record(), [ORDER]: { body: orderAnswer() } });
    window.Razorpay = class {
      constructor() {
        throw new Error('Checkout is unavailable');
      }
    } as unknown as typeof window.Razorpay;
    await payNow();
    expect(
      await screen.findByText('Failed to initiate payment: Checkout is unavailable'),
    ).toBeTruthy();
  });

  it('refuses to start a payment of no amount', async () => {
    const { fetchMock } = renderAt({ [GET]: record({ amount: 0 }) });
    await payNow();
    expect(
      await screen.findByText(
        'Cannot initiate payment: Details not fully loaded or invalid amount.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/user/create-razorpay-order')).toHaveLength(0);
  });

  it('offers Pay Now again after a failed attempt (status failed)', async () => {
    renderAt({ [GET]: record({ status: 'failed' }) });
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('offers a review of a paid service not yet reviewed', async () => {
    renderAt({ [GET]: record({ status: 'paid_by_customer' }, { status: 'customer_paid' }) });
    expect(
      await screen.findByText('Payment has already been processed successfully.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe(
      `/review/${REQUEST_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('links a paid payment to its receipt PDF, and an unpaid one to none', async () => {
    renderAt({
      [GET]: record(
        {
          status: 'paid_by_customer',
          gatewayPaymentId: 'pay_Abc123Def456Gh',
          paidAt: '2026-11-20T06:30:00.000Z',
          paidWith: 'upi',
        },
        { status: 'customer_paid' },
      ),
    });
    // A slow machine's first render can take more than the default second.
    const link = await screen.findByRole('link', { name: 'Download receipt' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe(`/api/user/payments/${PAYMENT_ID}/receipt`);
    expect(link.hasAttribute('download')).toBe(true);
    cleanup();
    renderAt({ [GET]: record() });
    await screen.findByRole('button', { name: 'Pay Now' });
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
  });

  it('says a paid and reviewed service is done', async () => {
    renderAt({
      [GET]: record(
        { status: 'completed' },
        { status: 'completed', rating: { stars: 4, comment: '' } },
      ),
    });
    expect(await screen.findByText('Payment processed and service reviewed.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Leave a Review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it('names a request status the page cannot take', async () => {
    renderAt({ [GET]: record({}, { status: 'cancelled' }) });
    expect(
      await screen.findByText("Service status 'cancelled' is not valid for this payment page."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('names a payment status the page cannot take', async () => {
    const status = 'refunded' as 'created';
    renderAt({ [GET]: record({ status }) });
    expect(
      await screen.findByText("This payment is in 'refunded' status and cannot be processed."),
    ).toBeTruthy();
  });

  it('points a rejection fee to its own page', async () => {
    renderAt({
      [GET]: record({ paymentMethod: 'rejection_fee', amount: 15_000 }, { status: 'rejected' }),
    });
    expect(
      await screen.findByText("Service status 'rejected' is not valid for this payment page."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay the rejection fee' }).getAttribute('href')).toBe(
      `/rejection-fee/${PAYMENT_ID}`,
    );
  });

  it('says the link is broken without calling the API', async () => {
    const { fetchMock } = renderAt({}, 'not-a-payment');
    expect(await screen.findByText('Invalid payment link. Payment ID is missing.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['unknown or not theirs', refused(404, 'NOT_FOUND', 'Payment not found.')],
    ['refused', refused(403, 'FORBIDDEN', 'Forbidden.')],
  ])('says the payment is not in their account (%s), without a retry', async (_name, answer) => {
    renderAt({ [GET]: answer });
    expect(await screen.findByText('This payment was not found in your account.')).toBeTruthy();
    expect(screen.queryByText('Failed to load payment details from API.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['failed', refused(500, 'INTERNAL_ERROR', 'Something went wrong.')],
    ['unanswered', { status: 500, body: '' }],
  ])('says the payment could not be loaded (%s), with a retry', async (_name, answer) => {
    renderAt({ [GET]: answer });
    expect(await screen.findByText('Failed to load payment details from API.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    [null, 'Could not find associated service details for this payment.'],
    [REQUEST_ID, 'Could not fetch associated service details.'],
  ])('says when the service of the payment is missing (%s)', async (service, message) => {
    const data = { ...paymentRecord(), serviceRequest: service };
    renderAt({ [GET]: { body: { success: true, data } } });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
