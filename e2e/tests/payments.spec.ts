import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages } from '../support/pages.ts';
import {
  jobAwaitingPayment,
  jobWithRejectedQuote,
  payByApi,
  quotedJob,
  type DueJob,
} from '../support/jobs.ts';
import {
  DEMO,
  expectNoHorizontalScroll,
  h1,
  signInByApi,
  toast,
  waitForPath,
} from '../support/ui.ts';

/**
 * The payment pages against the real server and its fake gateway: the Checkout script comes
 * from /api/payments/fake/checkout.js and opens the 'Test checkout' dialog, whose buttons pay
 * or fail the order as Razorpay would.
 */
const { openPage } = usePages();

const FAILED =
  'Payment failed: Payment failed because the test checkout was asked to fail it. Error Code: BAD_REQUEST_ERROR';

/** The fake gateway's Checkout dialog. */
const testCheckout = (page: Page): Locator => page.getByRole('dialog', { name: 'Test checkout' });

/** The customer's payment page of `job`, loaded, with its amount. */
async function openPaymentPage(page: Page, job: DueJob, amount: string): Promise<Locator> {
  await page.goto(`/user/payment/${job.paymentId}`);
  await h1(page, 'Service Payment').waitFor();
  await page.getByRole('heading', { name: job.title, exact: true }).waitFor();
  expect(await page.getByTestId('payment-amount').textContent()).toBe(amount);
  return page.getByRole('button', { name: 'Pay Now' });
}

/** The card of `title` on /user/completed-services. */
async function completedCard(page: Page, title: string): Promise<Locator> {
  await page.goto('/user/completed-services');
  await h1(page, 'Completed Services').waitFor();
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  return card;
}

describe('[USER][PAYMENT]: paying a finished job and reviewing it', () => {
  it('pays with the test checkout, lands on the review after 1.5 s, reviews, and sees it paid and reviewed', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Kavya Reddy',
      repairerName: 'Arjun Singh',
      title: 'Cupboard door rehang',
    });

    const payNow = await openPaymentPage(page, job, '₹1,200.00');
    await page.getByText('Service by Arjun Singh').waitFor();
    await expectNoHorizontalScroll(page, '/user/payment');
    await payNow.click();

    const checkout = testCheckout(page);
    await checkout.waitFor();
    await checkout.getByText('Cupboard door rehang').waitFor();
    await checkout.getByText(`Kavya Reddy · ${job.customer.phone}`).waitFor();
    await checkout.getByRole('button', { name: 'Pay ₹1,200.00' }).click();

    // The outcome first: the redirect's 1.5 s count from it, not from the toast beside it.
    const outcome = page.getByTestId('payment-outcome');
    await outcome.getByText('Taking you to the review page...').waitFor();
    const shownAt = Date.now();
    await toast(page, 'Payment verified successfully!').waitFor();
    expect(await outcome.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe(
      `/review/${job.requestId}`,
    );
    await outcome.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await waitForPath(page, `/review/${job.requestId}`);
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);

    await h1(page, 'Review Your Service').waitFor();
    await page.getByText('Service by Arjun Singh').waitFor();
    // The fourth star, as a person taps it.
    const fourStars = page.getByRole('radio', { name: '4 stars' });
    await fourStars.check();
    expect(await fourStars.isChecked()).toBe(true);
    await page.getByLabel('Comment (optional)').fill('Rehung the door neatly, on time.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await toast(page, 'Thank you for your review!').waitFor();
    await waitForPath(page, '/user/inprogress');

    const card = await completedCard(page, job.title);
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe(
      'customer_paid',
    );
    await card.getByText('You rated this 4 out of 5').waitFor();
    expect(await card.getByRole('link', { name: 'Leave a Review' }).count()).toBe(0);

    // Back on the payment link, the page says it is all done.
    await page.goto(`/user/payment/${job.paymentId}`);
    await page.getByText('Payment has already been processed successfully.').waitFor();
    await page.getByText('Payment processed and service reviewed.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
  });

  it('keeps Pay Now after a cancelled and a failed attempt, and pays on the next one', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Farhan Ali',
      repairerName: 'Gopal Sharma',
      title: 'Window latch repair',
      quoteRupees: 850,
    });
    const payNow = await openPaymentPage(page, job, '₹850.00');
    const checkout = testCheckout(page);

    // Cancel: the dialog closes and the focus is back on Pay Now.
    await payNow.click();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    await expect
      .poll(() => payNow.evaluate((button) => button === document.activeElement))
      .toBe(true);

    // Fail: the gateway's reason as a toast; the payment can be tried again.
    await payNow.click();
    await checkout.getByRole('button', { name: 'Fail this payment' }).click();
    await toast(page, FAILED).waitFor();
    await checkout.waitFor({ state: 'detached' });
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/user/payment/${job.paymentId}`);

    await payNow.click();
    await checkout.getByRole('button', { name: 'Pay ₹850.00' }).click();
    await toast(page, 'Payment verified successfully!').waitFor();
    await waitForPath(page, `/review/${job.requestId}`);
    await h1(page, 'Review Your Service').waitFor();
  });

  it('pays the rejection fee after a rejected quote; the request is closed', async () => {
    const page = await openPage('customer');
    const job = await quotedJob(page.context(), {
      customerName: 'Ishita Bose',
      repairerName: 'Harish Nair',
      title: 'Bookshelf wall mount',
      quoteRupees: 3000,
    });
    await job.done();

    await page.goto('/user/inprogress');
    const quoted = page.getByRole('article', { name: job.title });
    await quoted.getByRole('button', { name: 'Reject Quote' }).click();
    const rejected = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/reject-quote') && r.ok(),
    );
    await page
      .getByRole('dialog', { name: 'Reject Quotation' })
      .getByRole('button', { name: 'Reject & Pay Fee' })
      .click();
    const { paymentId } = (await (await rejected).json()) as { paymentId: string };
    await waitForPath(page, `/rejection-fee/${paymentId}`);

    await h1(page, 'Rejection Fee').waitFor();
    await page.getByText('Quote rejection fee for Bookshelf wall mount').waitFor();
    expect(await page.getByTestId('payment-amount').textContent()).toBe('₹150.00');
    await expectNoHorizontalScroll(page, '/rejection-fee');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const checkout = testCheckout(page);
    await checkout.getByRole('button', { name: 'Pay ₹150.00' }).click();

    await toast(page, 'Rejection fee paid successfully!').waitFor();
    const outcome = page.getByTestId('payment-outcome');
    await outcome.getByText('Payment successful!').waitFor();
    await outcome.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await waitForPath(page, '/user/completed-services');

    const card = page.getByRole('article', { name: job.title });
    await card.getByText('Quote rejected and fee paid.').waitFor();
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe(
      'closed_rejected',
    );

    // The fee's link again: already paid.
    await page.goto(`/rejection-fee/${paymentId}`);
    await page.getByText('Payment has already been processed successfully.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
  });

  it('asks a visitor to log in on the rejection-fee page', async () => {
    const customerPage = await openPage('customer');
    const job = await jobWithRejectedQuote(customerPage.context(), {
      customerName: 'Rohit Das',
      repairerName: 'Naveen Joshi',
      title: 'Loose drawer runner',
    });
    const visitor = await openPage('visitor');
    await visitor.goto(`/rejection-fee/${job.paymentId}`);
    const prompt = visitor.getByTestId('rejection-fee-sign-in');
    await prompt.getByText('Log in to pay this fee').waitFor();
    await prompt.getByRole('link', { name: 'Go to Login' }).click();
    await waitForPath(visitor, '/user/login');
  });
});

describe('[ADMIN][PAYMENT]: the paid request reaches the admin', () => {
  it('lists the paid request and marks it complete', async () => {
    const customerPage = await openPage('customer');
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Sneha Kulkarni',
      repairerName: 'Prakash Yadav',
      title: 'Kitchen shutter hinge',
      quoteRupees: 1450,
    });
    await payByApi(customerPage.context(), job);

    const admin = await openPage('admin', 1280);
    await signInByApi(admin.context(), DEMO.admin);
    await admin.goto('/admin/dashboard');
    const number = job.requestId.slice(-6);
    const card = admin.getByRole('article', { name: `Request #${number}` });
    await card.getByText('Kitchen shutter hinge', { exact: false }).waitFor();
    await card.getByText('₹1,450', { exact: true }).waitFor();
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe(
      'customer_paid',
    );

    await card.getByRole('button', { name: 'Mark Complete' }).click();
    await toast(admin, 'Service marked as complete successfully!').waitFor();
    const completed = card.getByRole('button', { name: 'Completed' });
    await completed.waitFor();
    expect(await completed.isDisabled()).toBe(true);
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe('completed');
  });
});
